// Leaving with unsaved edits asks first: the browser's own prompt on reload/close, and a dialog for links
// inside the app (captured before the router sees the click).
import { Button, Dialog, DialogClose, DialogContent } from '@forms-engine/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/i18n.tsx';

/** The in-app path a click on an anchor would open, or null when the click is not a same-tab app navigation. */
function appHref(e: MouseEvent): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === `${window.location.pathname}${window.location.search}${window.location.hash}` ? null : path;
}

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      const href = appHref(e);
      if (!href) return;
      e.preventDefault();
      e.stopPropagation();
      setPending(href);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <Dialog open={pending !== null} onOpenChange={(o) => !o && setPending(null)}>
      <DialogContent
        title={t('unsaved.title')}
        description={t('unsaved.text')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('unsaved.stay')}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                const to = pending;
                setPending(null);
                if (to) navigate(to);
              }}
            >
              {t('unsaved.leave')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
