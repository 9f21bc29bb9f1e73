// A comma-separated list of numbers or texts (the value of "is one of" conditions), kept as typed while editing.
import { Input } from '@forms-engine/ui';
import { useState } from 'react';

export function parseList(text: string, numbers: boolean): (string | number)[] {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (!numbers) return parts;
  return parts.map(Number).filter((n) => Number.isFinite(n));
}

export function ListInput({
  value,
  numbers,
  onChange,
  ...rest
}: {
  value: (string | number)[];
  numbers: boolean;
  onChange: (next: (string | number)[]) => void;
  'aria-label': string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      {...rest}
      inputMode={numbers ? 'decimal' : undefined}
      placeholder={numbers ? 'e.g. 100, 250' : 'e.g. Berlin, Hamburg'}
      value={draft ?? value.join(', ')}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(parseList(e.target.value, numbers));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
