// The Calculations panel of the manual editor: id, label, formula checked as typed (the save-time checker's
// message), format, currency, shown or not, and a preview value from sample answers the owner can change.
import {
  calculate,
  formatCalculation,
  type LogicConfig,
  type LogicIssue,
  type SampleValue,
  type TCalculation,
} from '@forms-engine/model';
import { numberInput } from '../../../editors/editor-props.ts';
import { Field, Input, Select, Switch } from '@forms-engine/ui';
import { Calculator } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  issuesUnder,
  newCalculation,
  renameId,
  type SampleStep,
  type Samples,
  sampleAnswers,
  sampleSteps,
  stepLabel,
  withoutItem,
} from '../../../lib/logic-edit.ts';
import {
  bracketLabel,
  type FormulaName,
  formulaFromWords,
  formulaToWords,
} from '../../../lib/formula-words.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { useProblemText } from '../../../lib/model-texts.ts';
import { IdField } from './id-field.tsx';
import { LogicListItem, LogicListPanel } from './logic-list.tsx';
import { Problems } from './problems.tsx';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'JPY'];

export function CalculationsPanel<C extends LogicConfig & { language?: string }>({
  config,
  issues,
  onChange,
}: {
  config: C;
  issues: readonly LogicIssue[];
  onChange: (next: C) => void;
}) {
  const t = useT();
  const problemText = useProblemText();
  const calculations = config.calculations ?? [];
  const [samples, setSamples] = useState<Samples>({});
  const sampled = sampleSteps(config, samples);
  const values = useMemo(() => calculate(config, sampleAnswers(config, samples)), [config, samples]);
  const language = config.language ?? 'en';
  const setCalc = (i: number, patch: Partial<TCalculation>) =>
    onChange({ ...config, calculations: calculations.map((c, k) => (k === i ? { ...c, ...patch } : c)) });
  // What a formula may name, by the name the owner gave it (shown instead of ids).
  const names: FormulaName[] = [
    ...sampled.flatMap((s) =>
      s.step.id ? [{ id: s.step.id, label: s.step.title?.trim() || s.step.id }] : [],
    ),
    ...calculations.map((c) => ({ id: c.id, label: c.label?.trim() || c.id })),
  ];

  return (
    <LogicListPanel
      headingId="calculations-heading"
      icon={<Calculator className="h-4 w-4 text-emerald-700" aria-hidden="true" />}
      title={t('calc.title')}
      description={t('calc.description')}
      empty={calculations.length === 0}
      emptyText={t('calc.empty')}
      addLabel={t('calc.add')}
      onAdd={() => onChange({ ...config, calculations: [...calculations, newCalculation(config)] })}
      after={
        calculations.length > 0 &&
        sampled.length > 0 && (
          <SampleAnswers
            sampled={sampled}
            onChange={(id, value) => setSamples((s) => ({ ...s, [id]: value }))}
          />
        )
      }
    >
      {calculations.map((calc, i) => {
        // A bracketed name that matches nothing is said in the owner's words before the checker's message.
        const unknownNames = [...calc.formula.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1].trim());
        const formulaProblems = unknownNames.length
          ? unknownNames.map((n) => t('calc.unknownName', { name: n }))
          : issuesUnder(issues, ['calculations', i, 'formula'], problemText);
        const otherProblems = issuesUnder(issues, ['calculations', i], problemText).filter(
          (m) =>
            !formulaProblems.includes(m) &&
            !issuesUnder(issues, ['calculations', i, 'formula'], problemText).includes(m),
        );
        const others = names.filter((n) => n.id !== calc.id);
        const p = `calc-${i}`;
        const value = values[calc.id];
        return (
          <LogicListItem
            key={i}
            testId="calculation"
            removeLabel={t('calc.remove', { n: i + 1 })}
            onRemove={() => onChange(withoutItem(config, 'calculations', i))}
            head={
              <>
                <IdField
                  id={`${p}-id`}
                  config={config}
                  self={{ kind: 'calculation', index: i }}
                  value={calc.id}
                  hint={t('calc.idHint')}
                  onRename={(next) => onChange(renameId(config, { kind: 'calculation', index: i }, next))}
                />
                <Field id={`${p}-label`} label={t('calc.label')}>
                  <Input
                    id={`${p}-label`}
                    value={calc.label}
                    onChange={(e) => setCalc(i, { label: e.target.value })}
                  />
                </Field>
              </>
            }
          >
            <Field
              id={`${p}-formula`}
              label={t('calc.formula')}
              error={formulaProblems[0]}
              hint={
                others.length > 0 ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <label htmlFor={`${p}-insert`}>{t('calc.insert')}</label>
                    <select
                      id={`${p}-insert`}
                      value=""
                      className="rounded-md border border-slate-200 bg-white px-2 py-1 text-xs text-slate-800"
                      onChange={(e) => {
                        const name = others.find((n) => n.id === e.target.value);
                        if (!name) return;
                        const typed = formulaToWords(calc.formula, names).trimEnd();
                        const text = `${typed}${typed ? ' ' : ''}[${bracketLabel(name.label)}]`;
                        setCalc(i, { formula: formulaFromWords(text, names).formula });
                      }}
                    >
                      <option value="">{t('calc.choose')}</option>
                      {others.map((n) => (
                        <option key={n.id} value={n.id}>
                          {bracketLabel(n.label)}
                        </option>
                      ))}
                    </select>
                  </span>
                ) : undefined
              }
            >
              <Input
                id={`${p}-formula`}
                value={formulaToWords(calc.formula, names)}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                aria-invalid={formulaProblems.length > 0 ? true : undefined}
                aria-describedby={formulaProblems.length > 0 ? `${p}-formula-error` : undefined}
                onChange={(e) => setCalc(i, { formula: formulaFromWords(e.target.value, names).formula })}
              />
            </Field>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-[10rem_8rem_minmax(0,1fr)] sm:items-end">
              <Field id={`${p}-format`} label={t('calc.format')}>
                <Select
                  id={`${p}-format`}
                  value={calc.format ?? 'number'}
                  onChange={(e) => {
                    const format = e.target.value as 'currency' | 'number';
                    setCalc(i, format === 'number' ? { format, currency: undefined } : { format });
                  }}
                >
                  <option value="currency">{t('calc.currency')}</option>
                  <option value="number">{t('calc.number')}</option>
                </Select>
              </Field>
              {calc.format === 'currency' ? (
                <Field id={`${p}-currency`} label={t('calc.currency')}>
                  <Select
                    id={`${p}-currency`}
                    value={calc.currency ?? ''}
                    onChange={(e) => setCalc(i, { currency: e.target.value || undefined })}
                  >
                    <option value="">
                      {t('calc.defaultCurrency', { currency: language === 'de' ? 'EUR' : 'USD' })}
                    </option>
                    {[...new Set([...CURRENCIES, ...(calc.currency ? [calc.currency] : [])])].map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </Select>
                </Field>
              ) : (
                <span className="hidden sm:block" />
              )}
              <div className="col-span-2 rounded-lg border border-slate-200 bg-white px-3 py-2 sm:col-span-1">
                <Switch
                  id={`${p}-show`}
                  label={t('calc.show')}
                  checked={calc.show === true}
                  onCheckedChange={(show) => setCalc(i, { show: show || undefined })}
                />
              </div>
            </div>
            {formulaProblems.length === 0 && value !== undefined && (
              <p className="text-sm text-slate-700" data-testid="calculation-preview">
                {t('calc.preview')}{' '}
                <strong className="font-semibold text-slate-900">
                  {calc.label?.trim() || calc.id}: {formatCalculation(calc, value, language)}
                </strong>
              </p>
            )}
            <Problems messages={otherProblems} />
          </LogicListItem>
        );
      })}
    </LogicListPanel>
  );
}

function SampleAnswers({
  sampled,
  onChange,
}: {
  sampled: SampleStep[];
  onChange: (stepId: string, value: SampleValue) => void;
}) {
  const t = useT();
  return (
    <details className="group rounded-lg border border-slate-200 bg-white">
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
        {t('calc.samples')}
      </summary>
      <div className="grid gap-3 border-t border-slate-100 p-3 sm:grid-cols-2">
        {sampled.map(({ index, step, input, value }) => {
          const id = `sample-${index}`;
          const label = stepLabel(step, index, t);
          const set = (v: SampleValue) => step.id && onChange(step.id, v);
          const options = 'options' in step && Array.isArray(step.options) ? step.options : [];
          if (input === 'number')
            return (
              <Field key={id} id={id} label={label}>
                <Input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  value={typeof value === 'number' ? String(value) : ''}
                  onChange={(e) => set(numberInput(e.target.value) ?? 0)}
                />
              </Field>
            );
          const chosen = Array.isArray(value) ? value : [];
          if (input === 'option')
            return (
              <Field key={id} id={id} label={label}>
                <Select
                  id={id}
                  value={chosen[0] ?? ''}
                  onChange={(e) => set(e.target.value ? [e.target.value] : [])}
                >
                  <option value="">{t('calc.noAnswer')}</option>
                  {options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.title || o.id}
                      {typeof o.value === 'number' ? ` (${o.value})` : ''}
                    </option>
                  ))}
                </Select>
              </Field>
            );
          return (
            <fieldset key={id} className="flex flex-col gap-1.5">
              <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
              {options.map((o) => (
                <label key={o.id} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-emerald-600"
                    checked={chosen.includes(o.id)}
                    onChange={(e) =>
                      set(e.target.checked ? [...chosen, o.id] : chosen.filter((x) => x !== o.id))
                    }
                  />
                  {o.title || o.id}
                  {typeof o.value === 'number' ? ` (${o.value})` : ''}
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}
