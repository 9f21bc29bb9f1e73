// An icon button that copies text, shows the spec's toast, and marks itself copied for 2 s.
import { Button, useToast } from '@forms-engine/ui';
import { Check, Copy } from 'lucide-react';
import { copyText } from '../lib/clipboard.ts';
import { useCopiedMark } from '../lib/hooks.ts';
import { useT } from '../i18n/i18n.tsx';

interface ToastText {
  title: string;
  description?: string;
}

export function CopyButton({
  text,
  label,
  success,
  failure,
  disabled,
}: {
  text: string;
  /** The button's accessible name, e.g. "Copy link". */
  label: string;
  success: ToastText;
  failure?: ToastText;
  disabled?: boolean;
}) {
  const { toast } = useToast();
  const t = useT();
  const [copied, markCopied] = useCopiedMark();
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      disabled={disabled}
      onClick={async () => {
        try {
          await copyText(text);
          markCopied();
          toast(success);
        } catch {
          toast({
            ...(failure ?? { title: t('card.copyFailed'), description: t('card.copyFailedText') }),
            variant: 'destructive',
          });
        }
      }}
    >
      {copied ? <Check className="h-4 w-4 text-emerald-600" /> : <Copy className="h-4 w-4" />}
    </Button>
  );
}
