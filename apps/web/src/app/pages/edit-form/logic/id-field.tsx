// An editable id of a step, ending or calculation: checked as typed, applied (with its references) once valid.
import { useT } from '../../../i18n/i18n.tsx';
import type { LogicConfig } from '@forms-engine/model';
import { Field, Input } from '@forms-engine/ui';
import { useState } from 'react';
import { type IdOwner, idProblem } from '../../../lib/logic-edit.ts';

export function IdField({
  id,
  label,
  config,
  self,
  value,
  onRename,
  hint,
}: {
  id: string;
  label?: string;
  config: LogicConfig;
  self: IdOwner;
  value: string;
  onRename: (next: string) => void;
  hint?: string;
}) {
  const t = useT();
  // The typed text while it is not a usable id; the stored id stays until it is.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value;
  const problem = draft === null ? null : idProblem(config, draft, self, t);
  return (
    <Field
      id={id}
      label={label ?? t('logic.id')}
      hint={hint ?? t('logic.idHint')}
      error={problem ?? undefined}
    >
      <Input
        id={id}
        value={shown}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        className="font-mono"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => {
          const next = e.target.value;
          if (idProblem(config, next, self) === null) {
            setDraft(null);
            onRename(next.trim());
          } else setDraft(next);
        }}
        // An unusable id is dropped when leaving the field: the last valid one stays.
        onBlur={() => setDraft(null)}
      />
    </Field>
  );
}
