// A form's automatic actions (/form-console, the spec's Form Console): auto-select the first option, send a
// brochure.
import {
  Button,
  Card,
  CardBody,
  Field,
  Select,
  Spinner,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  useToast,
} from '@forms-engine/ui';
import { getConsole, putConsole } from '@forms-engine/contracts/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Page, PageTitle } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { ApiError, call, urlOf } from '../lib/api.ts';
import { useT } from '../i18n/i18n.tsx';
import { useAuth } from '../lib/auth.tsx';
import { useForm, useForms } from '../lib/forms.ts';
import {
  AUTO_SELECT,
  type ConsoleConfig,
  emptyConsoleConfig,
  firstStepOptions,
  readConsoleConfig,
  SEND_BROCHURE,
  tileSteps,
  toggleAction,
} from '../lib/console-config.ts';

function Warning({ children }: { children: string }) {
  return (
    <p
      className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800"
      role="status"
    >
      <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" /> {children}
    </p>
  );
}

export function AutomaticActionsPage() {
  const { user } = useAuth();
  const { toast } = useToast();
  const forms = useForms();
  const [formId, setFormId] = useState('');
  const form = useForm(formId || undefined);
  const saved = useQuery({
    queryKey: [urlOf(getConsole, { params: { formId: formId || 0 } })],
    queryFn: async (): Promise<{ consoleConfig: unknown }> => {
      try {
        return await call(getConsole, { params: { formId } });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return { consoleConfig: null };
        throw e;
      }
    },
    enabled: !!user && !!formId,
  });
  const [cfg, setCfg] = useState<ConsoleConfig>(emptyConsoleConfig);
  const t = useT();
  useEffect(() => {
    setCfg(readConsoleConfig(saved.data?.consoleConfig));
  }, [saved.data, formId]);

  // Until the saved config is in, toggles would be overwritten by it: keep them disabled.
  const loadingForm = !!formId && (form.isLoading || saved.isLoading);
  const autoOn = cfg.formConfig.enabled_actions.includes(AUTO_SELECT);
  const brochureOn = cfg.responseConfig.enabled_actions.includes(SEND_BROCHURE);
  const first = firstStepOptions(formId ? form.data : null);
  const tiles = tileSteps(form.data?.config);

  const saveConsole = useMutation({
    mutationFn: (consoleConfig: ConsoleConfig) =>
      call(putConsole, { params: { formId }, body: { consoleConfig } }),
    onSuccess: () => toast({ title: t('actions.saved'), description: t('actions.savedText') }),
    onError: () =>
      toast({
        title: t('common.error'),
        description: t('actions.saveFailed'),
        variant: 'destructive',
      }),
  });
  const saving = saveConsole.isPending;
  const save = () => {
    if (!formId)
      return toast({ title: t('common.error'), description: t('actions.pickFirst'), variant: 'destructive' });
    const now = new Date().toISOString();
    saveConsole.mutate({
      ...cfg,
      formConfig: { ...cfg.formConfig, last_updated: now },
      responseConfig: { ...cfg.responseConfig, last_updated: now },
    });
  };

  return (
    <Page>
      <BackLink />
      <PageTitle title={t('actions.title')} description={t('actions.description')} />
      <Card>
        <CardBody className="flex flex-col gap-5">
          <Field id="console-form" label={t('actions.form')}>
            {forms.isLoading ? (
              <div className="flex h-10 items-center gap-2 text-sm text-slate-500">
                <Spinner className="h-4 w-4" /> {t('actions.loadingForms')}
              </div>
            ) : (forms.data ?? []).length === 0 ? (
              <p className="text-sm text-slate-500">{t('actions.noForms')}</p>
            ) : (
              <Select id="console-form" value={formId} onChange={(e) => setFormId(e.target.value)}>
                <option value="">{t('actions.selectForm')}</option>
                {(forms.data ?? []).map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label} ({f.language.toUpperCase()}
                    {f.domain ? ` · ${f.domain}` : ''})
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="rounded-lg border border-slate-200 p-3">
            <Switch
              id="console-enabled"
              label={t('actions.enabled')}
              checked={cfg.enable}
              onCheckedChange={(v) => setCfg({ ...cfg, enable: v })}
              disabled={loadingForm}
            />
          </div>
          {loadingForm ? (
            <div className="flex justify-center py-6">
              <Spinner />
            </div>
          ) : (
            <Tabs defaultValue="form">
              <TabsList>
                <TabsTrigger value="form">{t('actions.formTab')}</TabsTrigger>
                <TabsTrigger value="response">{t('actions.responseTab')}</TabsTrigger>
              </TabsList>
              <TabsContent value="form" className="flex flex-col gap-4">
                <Switch
                  id="auto-select"
                  label={t('actions.autoSelect')}
                  checked={autoOn}
                  onCheckedChange={(v) =>
                    setCfg({
                      ...cfg,
                      formConfig: {
                        ...cfg.formConfig,
                        enabled_actions: toggleAction(cfg.formConfig.enabled_actions, AUTO_SELECT, v),
                      },
                    })
                  }
                />
                {autoOn &&
                  (!first.ok ? (
                    <Warning>{t(`actions.warn.${first.code}`, { type: first.type ?? '' })}</Warning>
                  ) : (
                    <fieldset className="flex flex-col gap-2">
                      <legend className="mb-2 text-sm text-slate-600">{t('actions.autoOption')}</legend>
                      {first.options.map((o) => (
                        <label
                          key={o.id}
                          className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-emerald-500 has-checked:bg-emerald-50"
                        >
                          <input
                            type="radio"
                            name="auto-option"
                            value={o.id}
                            checked={cfg.formConfig.trigger.option === o.id}
                            onChange={() =>
                              setCfg({
                                ...cfg,
                                formConfig: { ...cfg.formConfig, trigger: { slide_no: 0, option: o.id } },
                              })
                            }
                            className="accent-emerald-600"
                          />
                          {o.title}
                        </label>
                      ))}
                    </fieldset>
                  ))}
              </TabsContent>
              <TabsContent value="response" className="flex flex-col gap-4">
                <Switch
                  id="send-brochure"
                  label={t('actions.brochure')}
                  checked={brochureOn}
                  onCheckedChange={(v) =>
                    setCfg({
                      ...cfg,
                      responseConfig: {
                        ...cfg.responseConfig,
                        enabled_actions: toggleAction(cfg.responseConfig.enabled_actions, SEND_BROCHURE, v),
                      },
                    })
                  }
                />
                <Field id="brochure-text" label={t('actions.brochureText')}>
                  <Textarea
                    id="brochure-text"
                    rows={4}
                    placeholder={t('actions.brochurePlaceholder')}
                    value={cfg.responseConfig.brochure_text}
                    onChange={(e) =>
                      setCfg({
                        ...cfg,
                        responseConfig: { ...cfg.responseConfig, brochure_text: e.target.value },
                      })
                    }
                  />
                </Field>
                {tiles.length === 0 ? (
                  <p className="text-sm text-slate-500">{t('actions.noTiles')}</p>
                ) : (
                  tiles.map((step) => (
                    <fieldset key={step.index} className="flex flex-col gap-2">
                      <legend className="mb-2 text-sm font-medium text-slate-700">
                        {t('picker.tileStep', { n: step.index + 1, title: step.title })}
                      </legend>
                      {step.options.map((o) => {
                        const on = cfg.responseConfig.trigger.option.includes(o.id);
                        return (
                          <label
                            key={o.id}
                            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 text-sm"
                          >
                            <input
                              type="checkbox"
                              checked={on}
                              onChange={(e) => {
                                const rest = cfg.responseConfig.trigger.option.filter((x) => x !== o.id);
                                setCfg({
                                  ...cfg,
                                  responseConfig: {
                                    ...cfg.responseConfig,
                                    trigger: {
                                      slide_no: 0,
                                      option: e.target.checked ? [...rest, o.id] : rest,
                                    },
                                  },
                                });
                              }}
                              className="h-4 w-4 accent-emerald-600"
                            />
                            {o.title}
                          </label>
                        );
                      })}
                    </fieldset>
                  ))
                )}
              </TabsContent>
            </Tabs>
          )}
          <Button onClick={save} disabled={saving || loadingForm} className="self-start">
            {saving ? t('common.saving') : t('actions.save')}
          </Button>
        </CardBody>
      </Card>
    </Page>
  );
}
