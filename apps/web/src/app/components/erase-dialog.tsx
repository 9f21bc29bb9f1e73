// "Delete a person's data" (on the responses screen): for an erasure request, every response in all the owner's forms
// that holds an e-mail address or a phone number is deleted for good; the dialog then says how many, in how many forms.
import type { Erasure } from '@forms-engine/contracts';
import { Button, Dialog, DialogClose, DialogContent, DialogTrigger, Field, Input } from '@forms-engine/ui';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '../lib/api.ts';
import { responsesWord, useErase } from '../lib/lead-removal.ts';

function outcome(done: Erasure): string {
  if (done.deleted === 0) return 'No response in your forms holds this e-mail address or phone number.';
  const forms = `${done.forms} form${done.forms === 1 ? '' : 's'}`;
  return `Deleted ${responsesWord(done.deleted)} in ${forms}.`;
}

export function EraseDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const erase = useErase();
  const done = erase.data;
  const start = () => {
    if (!email.trim() && !phone.trim()) return;
    erase.mutate({ email: email.trim(), phone: phone.trim() });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setEmail('');
          setPhone('');
          erase.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserX className="h-4 w-4" /> Delete a person's data
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete a person's data"
        description="When someone asks you to erase their data: every response in all your forms that holds their e-mail address or phone number is deleted for good, complete or not, with its uploaded files. This cannot be undone."
        footer={
          done ? (
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={start}
                disabled={erase.isPending || (!email.trim() && !phone.trim())}
              >
                {erase.isPending ? 'Deleting…' : 'Delete their responses'}
              </Button>
            </>
          )
        }
      >
        {done ? (
          <p role="status" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {outcome(done)}
          </p>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              start();
            }}
          >
            <Field id="erase-email" label="E-mail address" hint="Matched exactly, ignoring capital letters.">
              <Input
                id="erase-email"
                type="email"
                autoComplete="off"
                value={email}
                placeholder="name@example.com"
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field>
            <Field
              id="erase-phone"
              label="Phone number"
              hint="Either is enough. A phone number is matched by its digits, so spaces and dashes do not matter."
            >
              <Input
                id="erase-phone"
                type="tel"
                autoComplete="off"
                value={phone}
                placeholder="+1 555 0100"
                onChange={(e) => setPhone(e.target.value)}
              />
            </Field>
            {erase.isError && (
              <p role="alert" className="text-sm text-red-600">
                {userMessage(erase.error, 'The data could not be deleted. Please try again.')}
              </p>
            )}
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
