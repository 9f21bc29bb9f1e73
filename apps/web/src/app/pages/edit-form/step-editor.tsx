// Manual editor of one step: type, title and subtitle here (with an insert picker for piping); the rest in the
// panel of the step's type.
import {
  createStep,
  insertPipeToken,
  type PipeChoice,
  type PipingConfig,
  pipeChoices,
  type StepType,
  stepRules,
  type TStep,
} from '@forms-engine/model';
import { type StepEditorPanel, stepEditors } from '../../editors/index.ts';
import { Field, Input, Select } from '@forms-engine/ui';
import { type RefObject, useRef } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { StepTypePicker } from './step-type-picker.tsx';
import { pipeChoiceLabel } from '../../lib/model-texts.ts';

type Loose = TStep & Record<string, unknown>;

/**
 * "Insert answer…": puts a {{…}} reference the save-time check accepts at the caret of its text field, so owners
 * recall earlier answers without learning the syntax.
 */
function InsertPipe({
  id,
  what,
  choices,
  input,
  value,
  onInsert,
}: {
  id: string;
  what: 'title' | 'subtitle';
  choices: PipeChoice[];
  input: RefObject<HTMLInputElement | null>;
  value: string;
  onInsert: (text: string) => void;
}) {
  const t = useT();
  if (choices.length === 0) return null;
  return (
    <Select
      id={id}
      aria-label={t(what === 'title' ? 'builder.insertIntoTitle' : 'builder.insertIntoSubtitle')}
      className="h-8 text-xs text-slate-600"
      value=""
      onChange={(e) => {
        const token = e.target.value;
        if (!token) return;
        const el = input.current;
        const { text, caret } = insertPipeToken(value, token, el?.selectionStart ?? value.length);
        onInsert(text);
        requestAnimationFrame(() => {
          el?.focus();
          el?.setSelectionRange(caret, caret);
        });
      }}
    >
      <option value="">{t('builder.insertAnswer')}</option>
      {choices.map((c) => (
        <option key={c.token} value={c.token}>
          {pipeChoiceLabel(c, t)}
        </option>
      ))}
    </Select>
  );
}

export function StepEditor({
  step,
  index,
  config,
  formId,
  onChange,
}: {
  step: TStep;
  index: number;
  /** The saved form's id (none before the first save). */
  formId?: number;
  /** The whole form, for the references a text on this step may recall. */
  config?: PipingConfig;
  onChange: (s: TStep) => void;
}) {
  const t = useT();
  const titleRef = useRef<HTMLInputElement>(null);
  const subtitleRef = useRef<HTMLInputElement>(null);
  const choices = config ? pipeChoices(config, index) : [];
  const s = step as Loose;
  const set = (patch: Record<string, unknown>) => onChange({ ...s, ...patch } as TStep);
  const p = `step-${index}`;
  const Panel = stepEditors[step.type] as StepEditorPanel<TStep>;

  const changeType = (type: StepType) => {
    if (type === step.type) return;
    const fresh = createStep(type) as Loose;
    // The id and rules stay too: references keep working, and a rule that no longer fits is flagged.
    const keep: Record<string, unknown> = {
      title: s.title,
      subtitle: s.subtitle,
      ...(s.id !== undefined ? { id: s.id } : {}),
      ...(s.logic !== undefined ? { logic: s.logic } : {}),
      ...(s.otherwise !== undefined ? { otherwise: s.otherwise } : {}),
    };
    // Options survive a change between option-based types.
    if (stepRules[type].hasOptions && Array.isArray(s.options) && s.options.length > 0)
      keep.options = s.options;
    onChange({ ...fresh, ...keep } as TStep);
  };

  return (
    <div className="flex flex-col gap-4">
      <Field id={`${p}-type`} label={t('builder.stepType')}>
        <StepTypePicker id={`${p}-type`} value={step.type} onChange={changeType} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${p}-title`} label={t('builder.title')}>
          <Input
            ref={titleRef}
            id={`${p}-title`}
            value={s.title ?? ''}
            onChange={(e) => set({ title: e.target.value })}
          />
          <InsertPipe
            id={`${p}-title-pipe`}
            what="title"
            choices={choices}
            input={titleRef}
            value={s.title ?? ''}
            onInsert={(title) => set({ title })}
          />
        </Field>
        <Field id={`${p}-subtitle`} label={t('builder.subtitle')}>
          <Input
            ref={subtitleRef}
            id={`${p}-subtitle`}
            value={(s.subtitle as string) ?? ''}
            onChange={(e) => set({ subtitle: e.target.value })}
          />
          <InsertPipe
            id={`${p}-subtitle-pipe`}
            what="subtitle"
            choices={choices}
            input={subtitleRef}
            value={(s.subtitle as string) ?? ''}
            onInsert={(subtitle) => set({ subtitle })}
          />
        </Field>
      </div>

      {Panel && (
        <Panel
          step={step}
          idPrefix={p}
          onChange={set}
          form={config ? { config, index, id: formId } : undefined}
        />
      )}
    </div>
  );
}
