// Change Font dialog: pick one of 20 fonts with a live pangram preview; saved to localStorage.
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
  Field,
  Select,
  useToast,
} from '@forms-engine/ui';
import { Type } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { FONT_STORAGE_KEY, FONTS, fontStack, storedFont } from './fonts.ts';

export function FontDialog({ onApply }: { onApply: (font: string) => void }) {
  const { toast } = useToast();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [font, setFont] = useState(storedFont);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setFont(storedFont());
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('font.title')}>
          <Type className="h-4 w-4" /> <span className="hidden lg:inline">{t('font.title')}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('font.title')}
        description={t('font.description')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button
              onClick={() => {
                try {
                  localStorage.setItem(FONT_STORAGE_KEY, font);
                } catch {
                  // storage may be unavailable (private mode); the font still applies for this session
                }
                onApply(font);
                setOpen(false);
                toast({ title: t('font.changed'), description: t('font.changedText', { font }) });
              }}
            >
              {t('font.apply')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <Field id="font-select" label={t('font.label')}>
            <Select id="font-select" value={font} onChange={(e) => setFont(e.target.value)}>
              {FONTS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </Select>
          </Field>
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <p className="text-xs font-medium text-slate-500">{t('font.preview')}</p>
            <p className="mt-1 text-lg text-slate-900" style={{ fontFamily: fontStack(font) }}>
              {t('font.sample')}
            </p>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
