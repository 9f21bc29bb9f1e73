// A step-type select with search: type to filter, arrows to move, Enter to choose, Escape to close.
import { STEP_TYPES, type StepType, stepDefinitions } from '@forms-engine/model';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { STEP_TYPE_NAMES } from './step-type-names.ts';

export function StepTypePicker({
  value,
  onChange,
  id,
}: {
  value: StepType;
  onChange: (t: StepType) => void;
  id: string;
}) {
  const t = useT();
  const labelOf = (type: StepType) => t(STEP_TYPE_NAMES[type]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const q = query.trim().toLowerCase();
  // Found by its name in the owner's language, its English name or the type itself.
  const items = STEP_TYPES.filter(
    (type) =>
      !q ||
      type.toLowerCase().includes(q) ||
      labelOf(type).toLowerCase().includes(q) ||
      stepDefinitions[type].label.toLowerCase().includes(q),
  );

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const choose = (type: StepType) => {
    onChange(type);
    setOpen(false);
    setQuery('');
    button.current?.focus();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        id={id}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => {
          setOpen((o) => !o);
          setActive(0);
        }}
        className="flex h-10 w-full cursor-pointer items-center justify-between rounded-lg border border-slate-200 bg-white px-3 text-left text-sm shadow-xs focus:border-emerald-500 focus:ring-2 focus:ring-emerald-500/20 focus:outline-none"
      >
        <span>{labelOf(value)}</span>
        <ChevronsUpDown className="h-4 w-4 text-slate-500" />
      </button>
      {open && (
        <div className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
          <div className="flex items-center gap-2 border-b border-slate-100 px-3">
            <Search className="h-4 w-4 text-slate-500" aria-hidden="true" />
            <input
              autoFocus
              role="combobox"
              aria-controls={listId}
              aria-expanded="true"
              aria-label={t('builder.searchTypes')}
              aria-activedescendant={items[active] ? `${listId}-${items[active]}` : undefined}
              value={query}
              placeholder={t('builder.searchTypesPlaceholder')}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') {
                  e.preventDefault();
                  setActive((a) => Math.min(items.length - 1, a + 1));
                } else if (e.key === 'ArrowUp') {
                  e.preventDefault();
                  setActive((a) => Math.max(0, a - 1));
                } else if (e.key === 'Enter') {
                  e.preventDefault();
                  if (items[active]) choose(items[active]);
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  setOpen(false);
                  button.current?.focus();
                }
              }}
              className="h-9 w-full bg-transparent text-sm outline-none"
            />
          </div>
          <div id={listId} role="listbox" className="max-h-60 overflow-y-auto p-1">
            {items.length === 0 && (
              <div className="px-3 py-2 text-sm text-slate-500">{t('builder.noMatchingType')}</div>
            )}
            {items.map((type, i) => (
              <div
                key={type}
                id={`${listId}-${type}`}
                role="option"
                tabIndex={-1}
                aria-selected={type === value}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(type)}
                className={`flex cursor-pointer items-center justify-between rounded-md px-3 py-2 text-sm ${i === active ? 'bg-slate-100' : ''}`}
              >
                <span>{labelOf(type)}</span>
                {type === value && <Check className="h-4 w-4 text-emerald-600" />}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
