// contact's manual-edit panel: whether respondents are offered a code to verify their e-mail address or phone
// number, and whether leads that did not verify still reach the owner's e-mail and the integrations.
import type { MessageKey } from '../i18n/en.ts';
import { useT } from '../i18n/i18n.tsx';
import { Field, Select } from '@forms-engine/ui';
import type { TContactStep } from '@forms-engine/model';
import type { StepEditorProps } from './editor-props.ts';

type Config = NonNullable<TContactStep['config']>;
type Verify = NonNullable<Config['verify']>;
type Unverified = NonNullable<Config['unverified']>;

const CHOICES: { value: Verify | ''; label: MessageKey }[] = [
  { value: '', label: 'contact.off' },
  { value: 'email', label: 'contact.email' },
  { value: 'phone', label: 'contact.phone' },
  { value: 'both', label: 'contact.both' },
];

const UNVERIFIED: { value: Unverified; label: MessageKey }[] = [
  { value: 'send', label: 'contact.send' },
  { value: 'hold', label: 'contact.hold' },
];

export default function ContactEditor({ step, idPrefix, onChange }: StepEditorProps<TContactStep>) {
  const t = useT();
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
      <Field id={id} label={t('contact.verify')} hint={t('contact.verifyHint')}>
        <Select
          id={id}
          value={step.config?.verify ?? ''}
          onChange={(e) => set((e.target.value || undefined) as Verify | undefined, step.config?.unverified)}
        >
          {CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {t(c.label)}
            </option>
          ))}
        </Select>
      </Field>
      {step.config?.verify && (
        <Field id={heldId} label={t('contact.unverified')} hint={t('contact.unverifiedHint')}>
          <Select
            id={heldId}
            value={step.config.unverified ?? 'send'}
            onChange={(e) => set(step.config?.verify, e.target.value as Unverified)}
          >
            {UNVERIFIED.map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.label)}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </>
  );
}
