// The shell of a form's settings dialogs (properties, service area, notifications, availability): a form that saves
// on Enter, Cancel and Save in the footer, the inline error, and the settings loaded each time the dialog opens.
import type { FormListItem } from '@forms-engine/contracts';
import { Button, Dialog, DialogContent } from '@forms-engine/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { errorText } from '../../lib/api.ts';
import { useT } from '../../i18n/i18n.tsx';

/** What the form card hands each per-form dialog. */
export interface FormDialogProps {
  form: FormListItem;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Where focus goes on close when the opener (a menu item) is gone. */
  returnFocusTo?: { current: HTMLElement | null };
}

export function SettingsDialog({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  onSave,
  saving,
  loading = false,
  saveLabel,
  error,
  className = 'flex flex-col gap-4',
  children,
}: Omit<FormDialogProps, 'form'> & {
  title: string;
  description: string;
  onSave: () => void;
  saving: boolean;
  /** While the current settings load, Save waits and the form says it is busy. */
  loading?: boolean;
  saveLabel?: string;
  /** Shown under the fields (loading or saving failed); dialogs that answer with a toast leave it out. */
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        returnFocusTo={returnFocusTo}
        title={title}
        description={description}
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={onSave} disabled={saving || loading}>
              {saving ? t('common.saving') : (saveLabel ?? t('common.save'))}
            </Button>
          </>
        }
      >
        <form
          className={className}
          aria-busy={loading}
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          {children}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Loads a form's settings each time its dialog opens and hands them to `apply` (which fills the fields):
 * `loaded` is null until they arrive (and after a failure), `loading` is true only while the request runs; a failure
 * lands in `error`, which the dialog's save also uses.
 */
export function useSettingsOnOpen<T>(
  open: boolean,
  formId: number,
  load: (formId: number) => Promise<T>,
  apply: (settings: T) => void,
) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!open) return;
    setError('');
    setLoaded(null);
    setLoading(true);
    load(formId)
      .then((settings) => {
        setLoaded(settings);
        apply(settings);
      })
      .catch((e) => setError(errorText(e)))
      .finally(() => setLoading(false));
  }, [open, formId]);
  return { loaded, loading, error, setError };
}
