// contact's manual-edit panel: whether respondents are offered a code to verify their e-mail address or phone
// number, and whether leads that did not verify still reach the owner's e-mail and the integrations.
import { Field, Select } from '@forms-engine/ui';
import type { TContactStep } from '@forms-engine/model';
import type { StepEditorProps } from './editor-props.ts';

type Config = NonNullable<TContactStep['config']>;
type Verify = NonNullable<Config['verify']>;
type Unverified = NonNullable<Config['unverified']>;

const CHOICES: { value: Verify | ''; label: string }[] = [
  { value: '', label: 'Off' },
  { value: 'email', label: 'E-mail address' },
  { value: 'phone', label: 'Phone number' },
  { value: 'both', label: 'E-mail address and phone number' },
];

const UNVERIFIED: { value: Unverified; label: string }[] = [
  { value: 'send', label: 'Send them on, marked "Not verified"' },
  { value: 'hold', label: 'Keep them in the responses only' },
];

export default function ContactEditor({ step, idPrefix, onChange }: StepEditorProps<TContactStep>) {
  const id = `${idPrefix}-verify`;
  const heldId = `${idPrefix}-unverified`;
  const { verify: _verify, unverified: _unverified, ...rest } = step.config ?? {};
  const set = (verify: Verify | undefined, unverified: Unverified | undefined) =>
    onChange({
      config: {
        ...rest,
        ...(verify ? { verify } : {}),
        // The choice only means something while a code is offered; "send" is the default and not stored.
        ...(verify && unverified === 'hold' ? { unverified } : {}),
      },
    });
  return (
    <>
      <Field
        id={id}
        label="Verify with a code"
        hint="Respondents may confirm with a code sent by e-mail or text message; leads that do not are kept, unverified."
      >
        <Select
          id={id}
          value={step.config?.verify ?? ''}
          onChange={(e) => set((e.target.value || undefined) as Verify | undefined, step.config?.unverified)}
        >
          {CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </Field>
      {step.config?.verify && (
        <Field
          id={heldId}
          label="Unverified leads"
          hint="Whether leads that did not confirm still reach your e-mail and integrations. The webhook always gets them, flagged."
        >
          <Select
            id={heldId}
            value={step.config.unverified ?? 'send'}
            onChange={(e) => set(step.config?.verify, e.target.value as Unverified)}
          >
            {UNVERIFIED.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </>
  );
}
