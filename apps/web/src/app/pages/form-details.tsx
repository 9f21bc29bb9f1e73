// A form's details (/forms/{id}, the spec's alternate edit screen): title, details, "Edit with AI" and the
// prompt history that refills the prompt.
import { workingConfig } from '@forms-engine/contracts';
import { setFormProperties } from '@forms-engine/contracts/client';
import {
  Button,
  buttonClass,
  Card,
  CardBody,
  CardHeader,
  Field,
  Input,
  Textarea,
  useToast,
} from '@forms-engine/ui';
import { Eye, History, Rocket, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Page } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { GeneratingDots } from '../components/chat.tsx';
import { FormStatusBadge, publishState } from '../components/form-status.tsx';
import { useAiEdit } from '../lib/ai-edit.ts';
import { call, errorText, userMessage } from '../lib/api.ts';
import { useErrorToast } from '../lib/error-toast.ts';
import { formatDate, invalidateForms, rawSteps, useForm } from '../lib/forms.ts';
import { usePublishDraft } from '../lib/publish.ts';
import { formGate } from './preview.tsx';

export function FormDetailsPage({ id }: { id: string }) {
  const form = useForm(id);
  const { toast } = useToast();
  const errorToast = useErrorToast();
  const [title, setTitle] = useState('');
  const [prompt, setPrompt] = useState('');
  const aiEdit = useAiEdit();
  const busy = aiEdit.isPending;
  const publishM = usePublishDraft('Respondents get this version now.');
  const publishing = publishM.isPending;
  /** What the last AI update did, in words. */
  const [lastChange, setLastChange] = useState<string | null>(null);
  useEffect(() => {
    if (form.data) setTitle(form.data.label);
  }, [form.data]);

  const gate = formGate(form, 'Failed to load form');
  if (gate || !form.data) return gate;
  const f = form.data;
  const history = f.promptHistory ?? [];
  const state = publishState(f);

  /** A changed title renames the form (its old link keeps working as an alias). */
  const saveTitle = async () => {
    const label = title.trim();
    if (!label || label === f.label) return;
    try {
      await call(setFormProperties, {
        params: { id: f.id },
        body: { language: f.language === 'de' ? 'de' : 'en', label, domain: f.domain },
      });
      await invalidateForms();
      toast({ title: 'Success', description: 'Form properties updated successfully' });
    } catch (e) {
      setTitle(f.label);
      toast({
        title: 'Error',
        description: userMessage(e, 'Failed to update form properties'),
        variant: 'destructive',
      });
    }
  };

  const publish = () => publishM.mutate(f.id);

  const update = async () => {
    const instruction = prompt.trim();
    if (!instruction) {
      toast({
        title: 'Empty prompt',
        description: 'Please enter a prompt to modify the form',
        variant: 'destructive',
      });
      return;
    }
    try {
      // The edit is stored under this form id as its draft; Publish makes it what respondents get.
      const a = await aiEdit.mutateAsync({ config: workingConfig(f), instruction, formId: f.id });
      await saveTitle();
      await invalidateForms();
      setPrompt('');
      setLastChange(a.summary || null);
      if (!a.changed) toast({ title: 'Nothing changed', description: a.summary });
      else toast({ title: 'Form updated', description: 'Form updated successfully!' });
    } catch (e) {
      errorToast(e, { title: 'Update failed', description: `Failed to update form: ${errorText(e)}` });
    }
  };

  return (
    <Page>
      <BackLink />
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardBody className="flex flex-col gap-4">
              <Field id="form-title" label="Form title">
                <Input
                  id="form-title"
                  value={title}
                  maxLength={200}
                  onChange={(e) => setTitle(e.target.value)}
                  onBlur={() => void saveTitle()}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') e.currentTarget.blur();
                  }}
                  className="text-base font-medium"
                />
              </Field>
              <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-500">
                <span className="flex flex-wrap items-center gap-2">
                  <FormStatusBadge form={f} />
                  {state !== 'live' && (
                    <Button size="sm" onClick={publish} disabled={publishing}>
                      <Rocket className="h-3.5 w-3.5" /> {publishing ? 'Publishing...' : 'Publish'}
                    </Button>
                  )}
                </span>
                <span>
                  Created {formatDate(f.created_at)} · {rawSteps(workingConfig(f)).length} steps
                </span>
                <Link href={`/preview/${f.id}`} className={buttonClass('outline', 'sm')}>
                  <Eye className="h-4 w-4" /> Preview Form
                </Link>
              </div>
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title="Edit with AI"
              description="Describe what to change. The change is saved as a draft under the same link; Publish makes it live."
            />
            <CardBody className="flex flex-col gap-3">
              <Textarea
                aria-label="Edit prompt"
                rows={5}
                value={prompt}
                disabled={busy}
                placeholder="Describe how you want to modify the form..."
                onChange={(e) => setPrompt(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    update();
                  }
                }}
              />
              {lastChange && !busy && (
                <p
                  className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700"
                  data-testid="edit-summary"
                >
                  {lastChange}
                </p>
              )}
              <div className="flex items-center justify-between gap-3">
                {busy ? <GeneratingDots label="Updating" /> : <span />}
                <Button onClick={update} disabled={busy || !prompt.trim()}>
                  <Wand2 className="h-4 w-4" /> Update Form
                </Button>
              </div>
            </CardBody>
          </Card>
        </div>
        <Card className="self-start">
          <CardHeader title="Previous prompts" />
          <CardBody>
            {history.length === 0 ? (
              <p className="text-sm text-slate-500">No prompts yet.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {[...history].reverse().map((h, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      onClick={() => setPrompt(h)}
                      className="flex w-full cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-2.5 text-left text-sm text-slate-700 hover:border-emerald-300 hover:bg-emerald-50/50 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
                    >
                      <History className="mt-0.5 h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden="true" />
                      <span className="line-clamp-3">{h}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
      </div>
    </Page>
  );
}
