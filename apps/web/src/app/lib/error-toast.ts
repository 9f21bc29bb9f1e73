// Error toasts: "{status}: {message}" from the server's words, with Buy Credits when the owner ran out.
import { useToast } from '@forms-engine/ui';
import { useCallback } from 'react';
import { isOutOfCredits } from './api-error.ts';
import { errorText } from './api.ts';
import { useBuyCredits } from './buy-credits.tsx';

export function useErrorToast() {
  const { toast } = useToast();
  const openBuyCredits = useBuyCredits();
  return useCallback(
    (error: unknown, opts: { title?: string; description?: string } = {}) =>
      toast({
        title: opts.title ?? 'Error',
        description: opts.description ?? errorText(error),
        variant: 'destructive',
        action: isOutOfCredits(error) ? { label: 'Buy Credits', onClick: openBuyCredits } : undefined,
      }),
    [toast, openBuyCredits],
  );
}
