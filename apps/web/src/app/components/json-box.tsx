// A backup of a form's definition: copied to the clipboard or downloaded as a file (form-config.json).
import { useToast } from '@forms-engine/ui';
import { copyText, downloadFile } from '../lib/clipboard.ts';

export function useJsonActions() {
  const { toast } = useToast();
  return {
    copy: async (data: unknown) => {
      try {
        await copyText(JSON.stringify(data, null, 2));
        toast({ title: 'Backup copied', description: 'The form, as text, is on your clipboard.' });
      } catch {
        toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
      }
    },
    download: (data: unknown) => {
      downloadFile('form-config.json', JSON.stringify(data, null, 2));
      toast({ title: 'Backup downloaded', description: 'The form is saved as form-config.json.' });
    },
  };
}
