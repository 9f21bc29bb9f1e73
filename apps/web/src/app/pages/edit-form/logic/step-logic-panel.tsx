// A step's Logic panel in the manual editor: its id, rules (condition → where to go, first match wins) and where
// to go otherwise, with the save-time checker's messages for this step.
import type { LogicConfig, LogicIssue, TLogicRule } from '@forms-engine/model';
import { Badge, Button, Field, Select } from '@forms-engine/ui';
import { ArrowDown, ArrowUp, ChevronDown, GitBranch, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  type Choice,
  defaultRule,
  issuesUnder,
  moveRule,
  renameId,
  setOtherwise,
  setRules,
  targetChoices,
} from '../../../lib/logic-edit.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useProblemText } from '../../../lib/model-texts.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { IdField } from './id-field.tsx';
import { Problems } from './problems.tsx';

function TargetSelect({
  id,
  label,
  value,
  choices,
  empty,
  onChange,
}: {
  id?: string;
  label: string;
  value: string;
  choices: Choice[];
  empty?: string;
  onChange: (next: string) => void;
}) {
  const known = value === '' ? empty !== undefined : choices.some((c) => c.value === value);
  return (
    <Select
      id={id}
      aria-label={id ? undefined : label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {!known && <option value={value}>⚠ {value || '(none)'} (not a later question or ending)</option>}
      {empty !== undefined && <option value="">{empty}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </Select>
  );
}

export function StepLogicPanel<C extends LogicConfig>({
  config,
  index,
  issues,
  onChange,
}: {
  config: C;
  index: number;
  issues: readonly LogicIssue[];
  onChange: (next: C) => void;
}) {
  const { t, tn } = useI18n();
  const step = config.steps[index];
  const rules: TLogicRule[] = step.logic ?? [];
  const problemText = useProblemText();
  const problems = issuesUnder(issues, ['steps', index], problemText);
  const [open, setOpen] = useState(rules.length > 0 || step.otherwise !== undefined || problems.length > 0);
  // A problem that appears (a removed ending, a step moved) opens the panel, so it is seen where it is fixed.
  const hasProblems = problems.length > 0;
  useEffect(() => {
    if (hasProblems) setOpen(true);
  }, [hasProblems]);
  const panelId = useId();
  const p = `step-${index}-logic`;
  const targets = targetChoices(config, index, t);
  const fresh = defaultRule(config, index);
  const update = (next: TLogicRule[]) => onChange(setRules(config, index, next));
  const summary =
    rules.length === 0
      ? t(step.otherwise ? 'logic.jumpsOn' : 'logic.noRules')
      : tn('logic.rules', rules.length);

  return (
    <section
      id={p}
      className="rounded-xl border border-slate-200 bg-slate-50/70"
      aria-label={t('logic.ofQuestion', { n: index + 1 })}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
      >
        <GitBranch className="h-4 w-4 text-emerald-700" aria-hidden="true" />
        {t('logic.title')}
        <Badge tone={problems.length > 0 ? 'red' : rules.length > 0 ? 'green' : 'neutral'}>
          {problems.length > 0 ? tn('logic.problems', problems.length) : summary}
        </Badge>
        <ChevronDown
          className={`ml-auto h-4 w-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-4 border-t border-slate-200 px-3 pt-3 pb-4">
          <div className="sm:max-w-xs">
            <IdField
              id={`${p}-id`}
              label={t('logic.questionId')}
              config={config}
              self={{ kind: 'step', index }}
              value={step.id ?? ''}
              onRename={(next) => onChange(renameId(config, { kind: 'step', index }, next))}
            />
          </div>

          <div className="flex flex-col gap-3">
            <p className="text-xs text-slate-500">{t('logic.rulesHint')}</p>
            {rules.map((rule, r) => (
              <div
                key={r}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-xs"
                data-testid="logic-rule"
              >
                <div className="flex items-center gap-1">
                  <h4 className="text-sm font-semibold text-slate-800">{t('logic.rule', { n: r + 1 })}</h4>
                  <div className="ml-auto flex">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8"
                      aria-label={t('logic.moveRuleUp', { n: r + 1 })}
                      disabled={r === 0}
                      onClick={() => update(moveRule(rules, r, r - 1))}
                    >
                      <ArrowUp className="h-4 w-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8"
                      aria-label={t('logic.moveRuleDown', { n: r + 1 })}
                      disabled={r === rules.length - 1}
                      onClick={() => update(moveRule(rules, r, r + 1))}
                    >
                      <ArrowDown className="h-4 w-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8 text-slate-500 hover:text-red-600"
                      aria-label={t('logic.removeRule', { n: r + 1 })}
                      onClick={() => update(rules.filter((_, k) => k !== r))}
                    >
                      <Trash2 className="h-4 w-4" />
                    </Button>
                  </div>
                </div>
                <ConditionEditor
                  config={config}
                  at={index}
                  condition={rule.if}
                  label={t('logic.rule', { n: r + 1 })}
                  onChange={(next) => update(rules.map((x, k) => (k === r ? { ...x, if: next } : x)))}
                />
                <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
                  <span className="text-sm font-medium whitespace-nowrap text-slate-700">
                    {t('logic.thenGoTo')}
                  </span>
                  <div className="min-w-0 flex-1">
                    <TargetSelect
                      label={t('logic.goToOf', { label: t('logic.rule', { n: r + 1 }) })}
                      value={rule.goTo}
                      choices={targets}
                      onChange={(goTo) => update(rules.map((x, k) => (k === r ? { ...x, goTo } : x)))}
                    />
                  </div>
                </div>
              </div>
            ))}
            {fresh ? (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                onClick={() => update([...rules, fresh])}
              >
                <Plus className="h-4 w-4" /> {t('logic.addRule')}
              </Button>
            ) : (
              <p className="text-sm text-slate-500">{t('logic.nothingToCompare')}</p>
            )}
          </div>

          <Field id={`${p}-otherwise`} label={t('logic.otherwise')} className="sm:max-w-md">
            <TargetSelect
              id={`${p}-otherwise`}
              label={t('logic.otherwise')}
              value={step.otherwise ?? ''}
              choices={targets}
              empty={t('logic.nextQuestion')}
              onChange={(next) => onChange(setOtherwise(config, index, next || undefined))}
            />
          </Field>

          <Problems messages={problems} />
        </div>
      )}
    </section>
  );
}
