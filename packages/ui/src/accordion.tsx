// Accordion on Radix Accordion (several items may be open).
import * as RA from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export const Accordion = RA.Root;

export function AccordionItem({
  value,
  header,
  actions,
  children,
}: {
  value: string;
  header: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RA.Item value={value} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <RA.Header className="flex items-center gap-0.5 pr-1 sm:gap-1 sm:pr-2">
        <RA.Trigger className="group flex min-w-0 flex-1 cursor-pointer items-center gap-2 py-3 pr-1 pl-3 text-left text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none sm:px-4">
          <ChevronDown className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
          <span className="min-w-0 flex-1">{header}</span>
        </RA.Trigger>
        {actions}
      </RA.Header>
      <RA.Content className="border-t border-slate-100 px-4 py-4">{children}</RA.Content>
    </RA.Item>
  );
}
