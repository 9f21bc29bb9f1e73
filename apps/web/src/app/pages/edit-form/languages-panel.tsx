// The manual editor's Languages card: the languages respondents may read the form in, "Add language" filled by the
// translation engine, and each text beside its translation with the ones still missing highlighted.
import { translateForm } from '@forms-engine/contracts/client';
import {
  formLanguages,
  formTexts,
  LANGUAGE_NAMES,
  missingTexts,
  prepareConfig,
  RESPONDENT_LANGUAGES,
  type TRespondentLanguage,
  type TTranslations,
} from '@forms-engine/model';
import { Button, Card, CardBody, CardHeader, Switch } from '@forms-engine/ui';
import { Languages } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { Translate, TranslateCount } from '../../i18n/languages.ts';
import { call, errorText } from '../../lib/api.ts';

/**
 * What publishing a form with texts still untranslated should tell the owner (they show in the default
 * language), or null when every added language is complete.
 */
export function untranslatedWarning(
  config: unknown,
  { t, tn }: { t: Translate; tn: TranslateCount },
): string | null {
  const prepared = prepareConfig(config);
  if (!prepared.ok) return null;
  const [first, ...added] = formLanguages(prepared.config);
  const gaps = added
    .map((l) => ({ l, n: missingTexts(prepared.config, l).length }))
    .filter((g) => g.n > 0)
    .map((g) => tn('langs.gap', g.n, { language: LANGUAGE_NAMES[g.l] }));
  return gaps.length > 0 ? t('langs.gaps', { gaps: gaps.join('; '), language: LANGUAGE_NAMES[first] }) : null;
}

export function LanguagesPanel<C extends Record<string, unknown>>({
  config,
  onChange,
}: {
  config: C;
  onChange: (next: C) => void;
}) {
  const { t, tn } = useI18n();
  const prepared = useMemo(() => prepareConfig(config), [config]);
  const form = prepared.ok ? prepared.config : null;
  const languages = formLanguages(form);
  const [shown, setShown] = useState<TRespondentLanguage | null>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!form) return null;
  const [first, ...added] = languages;
  const open = shown && added.includes(shown) ? shown : (added[0] ?? null);
  const addable = RESPONDENT_LANGUAGES.filter((l) => !languages.includes(l));
  const translations = (config.translations ?? {}) as TTranslations;
  const setTranslations = (next: TTranslations) =>
    onChange({ ...config, translations: Object.keys(next).length > 0 ? next : undefined });

  const add = async (language: TRespondentLanguage) => {
    setAdding(true);
    setError(null);
    try {
      const res = await call(translateForm, { body: { config, language } });
      setTranslations({ ...translations, [language]: res.texts });
      setShown(language);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setAdding(false);
    }
  };
  const texts = Object.entries(formTexts(form)).filter(([key]) => !key.startsWith('ui.'));
  const missing = open ? new Set(missingTexts(form, open)) : new Set<string>();

  return (
    <Card aria-labelledby="languages-heading" role="region">
      <CardHeader
        title={
          <span id="languages-heading" className="flex items-center gap-2">
            <Languages className="h-4 w-4 text-emerald-700" aria-hidden="true" /> {t('langs.title')}
          </span>
        }
        description={t('langs.description', { language: LANGUAGE_NAMES[first] })}
      />
      <CardBody className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          {added.map((l) => {
            const count = missingTexts(form, l).length;
            return (
              <Button
                key={l}
                size="sm"
                variant={l === open ? 'primary' : 'outline'}
                onClick={() => setShown(l)}
                aria-pressed={l === open}
              >
                {LANGUAGE_NAMES[l]}
                {count > 0 ? ` · ${t('langs.toTranslate', { count })}` : ''}
              </Button>
            );
          })}
          {addable.map((l) => (
            <Button key={l} size="sm" variant="ghost" disabled={adding} onClick={() => void add(l)}>
              {t('langs.add', { language: LANGUAGE_NAMES[l] })}
            </Button>
          ))}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {added.length > 0 && (
          <Switch
            id="language-switch"
            checked={config.languageSwitch === true}
            onCheckedChange={(on) => onChange({ ...config, languageSwitch: on ? true : undefined })}
            label={t('langs.switch')}
          />
        )}
        {open && (
          <div className="space-y-2">
            {missing.size > 0 && (
              <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {tn('langs.missing', missing.size, {
                  language: LANGUAGE_NAMES[open],
                  default: LANGUAGE_NAMES[first],
                })}
              </p>
            )}
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-slate-500">
                  <th className="w-1/2 py-1 pr-2 font-medium">{LANGUAGE_NAMES[first]}</th>
                  <th className="w-1/2 py-1 font-medium">{LANGUAGE_NAMES[open]}</th>
                </tr>
              </thead>
              <tbody>
                {texts.map(([key, text]) => {
                  const needs = missing.has(key);
                  return (
                    <tr key={key} data-text-key={key} className={needs ? 'bg-amber-50' : undefined}>
                      <td className="py-1 pr-2 align-top text-slate-700">{text}</td>
                      <td className="py-1">
                        <input
                          className="w-full rounded-md border border-slate-300 px-2 py-1"
                          aria-label={`${LANGUAGE_NAMES[open]}: ${text}`}
                          aria-invalid={needs || undefined}
                          placeholder={t('langs.needs')}
                          value={translations[open]?.[key] ?? ''}
                          onChange={(e) =>
                            setTranslations({
                              ...translations,
                              [open]: { ...translations[open], [key]: e.target.value },
                            })
                          }
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                const { [open]: _removed, ...rest } = translations;
                setTranslations(rest);
                setShown(null);
              }}
            >
              {t('langs.remove', { language: LANGUAGE_NAMES[open] })}
            </Button>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
