// Menus on Radix DropdownMenu (arrow keys, typeahead, Escape).
import * as DM from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export const DropdownMenu = DM.Root;
export const DropdownMenuTrigger = DM.Trigger;

export function DropdownMenuContent({
  children,
  align = 'end',
  className,
}: {
  children: ReactNode;
  align?: 'start' | 'end' | 'center';
  className?: string;
}) {
  return (
    <DM.Portal>
      <DM.Content
        align={align}
        sideOffset={6}
        className={cn('z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg', className)}
      >
        {children}
      </DM.Content>
    </DM.Portal>
  );
}

export function DropdownMenuItem({
  children,
  onSelect,
  destructive,
}: {
  children: ReactNode;
  onSelect?: () => void;
  destructive?: boolean;
}) {
  return (
    <DM.Item
      onSelect={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-slate-100',
        destructive ? 'text-red-600' : 'text-slate-700',
      )}
    >
      {children}
    </DM.Item>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <DM.Label className="px-2.5 py-2">{children}</DM.Label>;
}

export function DropdownMenuSeparator() {
  return <DM.Separator className="my-1 h-px bg-slate-100" />;
}

/** A set of choices of which one is current (`menuitemradio` items with `aria-checked`). */
export function DropdownMenuRadioGroup({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <DM.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </DM.RadioGroup>
  );
}

export function DropdownMenuRadioItem({
  value,
  lang,
  children,
}: {
  value: string;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <DM.RadioItem
      value={value}
      lang={lang}
      className="flex cursor-pointer items-center gap-2 rounded-md py-2 pr-2.5 pl-8 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 relative"
    >
      <DM.ItemIndicator className="absolute left-2.5 inline-flex">
        <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
      </DM.ItemIndicator>
      {children}
    </DM.RadioItem>
  );
}
