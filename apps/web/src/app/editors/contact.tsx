// contact's manual-edit panel: whether respondents are offered a code to verify their e-mail address or phone number.
import { Field, Select } from '@forms-engine/ui';
import type { TContactStep } from '@forms-engine/model';
import type { StepEditorProps } from './editor-props.ts';

type Verify = NonNullable<NonNullable<TContactStep['config']>['verify']>;

const CHOICES: { value: Verify | ''; label: string }[] = [
  { value: '', label: 'Off' },
  { value: 'email', label: 'E-mail address' },
  { value: 'phone', label: 'Phone number' },
  { value: 'both', label: 'E-mail address and phone number' },
];

export default function ContactEditor({ step, idPrefix, onChange }: StepEditorProps<TContactStep>) {
  const id = `${idPrefix}-verify`;
  return (
    <Field
      id={id}
      label="Verify with a code"
      hint="Respondents may confirm with a code sent by e-mail or text message; leads that do not are kept, unverified."
    >
      <Select
        id={id}
        value={step.config?.verify ?? ''}
        onChange={(e) => {
          const verify = (e.target.value || undefined) as Verify | undefined;
          const { verify: _old, ...rest } = step.config ?? {};
          onChange({ config: verify ? { ...rest, verify } : rest });
        }}
      >
        {CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
