// A backup of a form's definition: copied to the clipboard or downloaded as a file (form-config.json).
import { useToast } from '@forms-engine/ui';
import { useT } from '../i18n/i18n.tsx';
import { copyText, downloadFile } from '../lib/clipboard.ts';

export function useJsonActions() {
  const { toast } = useToast();
  const t = useT();
  return {
    copy: async (data: unknown) => {
      try {
        await copyText(JSON.stringify(data, null, 2));
        toast({ title: t('builder.backupCopied'), description: t('builder.backupCopiedText') });
      } catch {
        toast({ title: t('common.error'), description: t('common.copyFailedText'), variant: 'destructive' });
      }
    },
    download: (data: unknown) => {
      downloadFile('form-config.json', JSON.stringify(data, null, 2));
      toast({ title: t('builder.backupDownloaded'), description: t('builder.backupDownloadedText') });
    },
  };
}
