// Tabs on Radix Tabs (arrow-key navigation between triggers).
import * as RT from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export const Tabs = RT.Root;

export function TabsList({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <RT.List className={cn('inline-flex w-full rounded-lg bg-slate-100 p-1', className)}>{children}</RT.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RT.Trigger
      value={value}
      className="flex-1 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
    >
      {children}
    </RT.Trigger>
  );
}

export function TabsContent({
  value,
  children,
  className,
}: {
  value: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <RT.Content value={value} className={cn('mt-4 focus-visible:outline-none', className)}>
      {children}
    </RT.Content>
  );
}
