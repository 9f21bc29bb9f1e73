// Privacy Policy dialog: one Link field; blank or invalid URLs are ignored, save errors only logged (spec).
import { Button, Dialog, DialogClose, DialogContent, DialogTrigger, Field, Input } from '@forms-engine/ui';
import { useQuery } from '@tanstack/react-query';
import { Shield } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api, queryClient } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';

function isUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export function PrivacyDialog() {
  const { user } = useAuth();
  const link = useQuery({
    queryKey: ['/api/user/privacy-policy'],
    queryFn: () => api<{ privacyPolicyLink?: string | null }>('GET', '/api/user/privacy-policy'),
    enabled: !!user,
  });
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  // The saved link may arrive after the dialog opened.
  useEffect(() => {
    if (open) setValue(link.data?.privacyPolicyLink ?? '');
  }, [open, link.data]);
  const save = async () => {
    const v = value.trim();
    if (!v || !isUrl(v)) return;
    setSaving(true);
    try {
      await api('POST', '/api/user/privacy-policy', { privacyPolicyLink: v });
      await queryClient.invalidateQueries({ queryKey: ['/api/user/privacy-policy'] });
      setOpen(false);
    } catch (e) {
      console.error('Failed to save privacy policy link', e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Shield className="h-4 w-4" /> Privacy Policy
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Privacy Policy"
        description="Link your privacy policy; it is shown to people who fill in your forms."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={save} disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Field id="privacy-link" label="Link">
            <Input
              id="privacy-link"
              type="url"
              placeholder="https://example.com/privacy"
              value={value}
              disabled={link.isLoading}
              onChange={(e) => setValue(e.target.value)}
            />
          </Field>
        </form>
      </DialogContent>
    </Dialog>
  );
}
