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
import { useI18n } from '../i18n/i18n.tsx';

export function FormDetailsPage({ id }: { id: string }) {
  const form = useForm(id);
  const { t, tn, language } = useI18n();
  const { toast } = useToast();
  const errorToast = useErrorToast();
  const [title, setTitle] = useState('');
  const [prompt, setPrompt] = useState('');
  const aiEdit = useAiEdit();
  const busy = aiEdit.isPending;
  const publishM = usePublishDraft(t('card.published'));
  const publishing = publishM.isPending;
  /** What the last AI update did, in words. */
  const [lastChange, setLastChange] = useState<string | null>(null);
  useEffect(() => {
    if (form.data) setTitle(form.data.label);
  }, [form.data]);

  const gate = formGate(form, t('details.loadFailed'));
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
      toast({ title: t('common.success'), description: t('props.saved') });
    } catch (e) {
      setTitle(f.label);
      toast({
        title: t('common.error'),
        description: userMessage(e, t('props.saveFailed')),
        variant: 'destructive',
      });
    }
  };

  const publish = () => publishM.mutate(f.id);

  const update = async () => {
    const instruction = prompt.trim();
    if (!instruction) {
      toast({
        title: t('details.emptyPrompt'),
        description: t('details.emptyPromptText'),
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
      if (!a.changed) toast({ title: t('details.nothingChanged'), description: a.summary });
      else toast({ title: t('details.updated'), description: t('details.updatedText') });
    } catch (e) {
      errorToast(e, {
        title: t('details.updateFailed'),
        description: t('details.updateFailedText', { error: errorText(e) }),
      });
    }
  };

  return (
    <Page>
      <BackLink />
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardBody className="flex flex-col gap-4">
              <Field id="form-title" label={t('details.title')}>
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
                      <Rocket className="h-3.5 w-3.5" />{' '}
                      {publishing ? t('card.publishing') : t('card.publish')}
                    </Button>
                  )}
                </span>
                <span>
                  {t('details.created', { date: formatDate(f.created_at, language) })} ·{' '}
                  {tn('card.steps', rawSteps(workingConfig(f)).length)}
                </span>
                <Link href={`/preview/${f.id}`} className={buttonClass('outline', 'sm')}>
                  <Eye className="h-4 w-4" /> {t('details.previewForm')}
                </Link>
              </div>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('details.aiTitle')} description={t('details.aiText')} />
            <CardBody className="flex flex-col gap-3">
              <Textarea
                aria-label={t('details.promptLabel')}
                rows={5}
                value={prompt}
                disabled={busy}
                placeholder={t('details.promptPlaceholder')}
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
                {busy ? <GeneratingDots label={t('details.updating')} /> : <span />}
                <Button onClick={update} disabled={busy || !prompt.trim()}>
                  <Wand2 className="h-4 w-4" /> {t('details.update')}
                </Button>
              </div>
            </CardBody>
          </Card>
        </div>
        <Card className="self-start">
          <CardHeader title={t('details.history')} />
          <CardBody>
            {history.length === 0 ? (
              <p className="text-sm text-slate-500">{t('details.noHistory')}</p>
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
