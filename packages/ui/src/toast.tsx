// Toasts on Radix Toast: one at a time, 5000 ms, swipe 50 px to dismiss, F8 focuses the viewport; compact on phones.
import * as RT from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { cn } from './cn.ts';

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** One button beside the message (e.g. Buy Credits when out of credits). */
  action?: { label: string; onClick: () => void };
}

interface ToastState extends ToastInput {
  id: number;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => {});

export function useToast(): { toast: (t: ToastInput) => void } {
  const toast = useContext(ToastContext);
  return useMemo(() => ({ toast }), [toast]);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const toast = useCallback((t: ToastInput) => setCurrent({ ...t, id: Date.now() + Math.random() }), []);
  return (
    <ToastContext.Provider value={toast}>
      <RT.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      >
        {children}
        {current && (
          <RT.Root
            key={current.id}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
            }}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-3 pr-9 shadow-lg sm:p-4 sm:pr-9',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform',
              current.variant === 'destructive'
                ? 'border-red-200 bg-red-600 text-white'
                : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <div className="min-w-0">
              <RT.Title className="text-sm font-semibold">{current.title}</RT.Title>
              {current.description && (
                <RT.Description
                  className={cn(
                    // A long server message must not cover a phone screen: three lines there, all on wider ones.
                    'mt-0.5 line-clamp-3 text-sm break-words sm:line-clamp-none',
                    current.variant === 'destructive' ? 'text-red-50' : 'text-slate-600',
                  )}
                  title={current.description}
                >
                  {current.description}
                </RT.Description>
              )}
              {current.action && (
                <RT.Action
                  altText={current.action.label}
                  onClick={current.action.onClick}
                  className={cn(
                    'mt-2 inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:outline-none',
                    current.variant === 'destructive'
                      ? 'bg-white text-red-700 hover:bg-red-50 focus-visible:ring-white'
                      : 'bg-emerald-500 text-emerald-950 hover:bg-emerald-400 focus-visible:ring-emerald-500',
                  )}
                >
                  {current.action.label}
                </RT.Action>
              )}
            </div>
            <RT.Close
              aria-label="Close"
              className="absolute top-3 right-3 rounded p-0.5 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
            >
              <X className="h-4 w-4" />
            </RT.Close>
          </RT.Root>
        )}
        <RT.Viewport
          hotkey={['F8']}
          className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-2 outline-none sm:p-4"
        />
      </RT.Provider>
    </ToastContext.Provider>
  );
}
