// The builder's question outline: each step's title with its type icon; click to edit it (and see it in the preview),
// drag or the arrow buttons to reorder, and add a step of any type.
import { STEP_TYPES, type StepType } from '@forms-engine/model';
import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@forms-engine/ui';
import { ChevronDown, ChevronUp, GripVertical, Plus } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { STEP_TYPE_NAMES, stepTypeNameKey } from '../pages/edit-form/step-type-names.ts';
import { STEP_TYPE_ICONS } from './step-icons.ts';

export interface OutlineStep {
  type: string;
  title?: unknown;
}

function titleOf(step: OutlineStep): string | null {
  return typeof step.title === 'string' && step.title.trim() ? step.title.trim() : null;
}

function iconOf(type: string) {
  return (STEP_TYPE_ICONS as Record<string, (typeof STEP_TYPE_ICONS)[StepType] | undefined>)[type];
}

export function QuestionOutline({
  steps,
  active,
  onSelect,
  onMove,
  onAdd,
  disabled,
  heading = true,
  className,
}: {
  steps: readonly OutlineStep[];
  /** The step shown in the preview (0-based), highlighted. */
  active: number | null;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onAdd: (type: StepType) => void;
  disabled?: boolean;
  /** The "Questions" title bar (off where a tab already says it). */
  heading?: boolean;
  className?: string;
}) {
  const t = useT();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const drop = (to: number) => {
    if (dragging !== null && dragging !== to) onMove(dragging, to);
    setDragging(null);
    setOver(null);
  };

  return (
    <nav aria-label={t('builder.outline')} className={cn('flex min-h-0 flex-col', className)}>
      {heading && (
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2.5">
          <h2 className="text-sm font-semibold text-slate-900">{t('builder.questions')}</h2>
          <span className="text-xs text-slate-500">{steps.length}</span>
        </div>
      )}
      {steps.length === 0 ? (
        <p className="p-4 text-sm text-slate-500">{t('builder.outlineEmpty')}</p>
      ) : (
        <ol className="min-h-0 flex-1 overflow-y-auto p-2" data-testid="outline">
          {steps.map((step, i) => {
            const Icon = iconOf(step.type);
            const nameKey = stepTypeNameKey(step.type);
            const label = nameKey ? t(nameKey) : step.type;
            const title = titleOf(step) ?? t('builder.untitledQuestion');
            return (
              <li
                // Steps have no ids: the position is their identity in the outline.
                key={i}
                draggable={!disabled}
                onDragStart={(e) => {
                  setDragging(i);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(i));
                }}
                onDragOver={(e) => {
                  if (dragging === null) return;
                  e.preventDefault();
                  setOver(i);
                }}
                onDragLeave={() => setOver((o) => (o === i ? null : o))}
                onDrop={(e) => {
                  e.preventDefault();
                  drop(i);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
                className={cn(
                  'group flex items-center gap-1 rounded-lg border border-transparent',
                  active === i && 'border-emerald-200 bg-emerald-50',
                  over === i && dragging !== i && 'border-dashed border-emerald-400',
                  dragging === i && 'opacity-50',
                )}
                data-testid="outline-item"
              >
                <GripVertical
                  className="h-4 w-4 shrink-0 cursor-grab text-slate-300 group-hover:text-slate-500"
                  aria-hidden="true"
                />
                <button
                  type="button"
                  onClick={() => onSelect(i)}
                  aria-current={active === i ? 'step' : undefined}
                  title={`${label}: ${title}`}
                  className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md px-1.5 py-2 text-left text-sm text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
                >
                  <span className="w-4 shrink-0 text-right text-xs text-slate-400 tabular-nums">{i + 1}</span>
                  {Icon && <Icon className="h-4 w-4 shrink-0 text-emerald-600" aria-label={label} />}
                  <span className="line-clamp-2 break-words">{title}</span>
                </button>
                <span className="flex shrink-0 flex-col">
                  <button
                    type="button"
                    disabled={disabled || i === 0}
                    onClick={() => onMove(i, i - 1)}
                    aria-label={t('builder.moveUp', { n: i + 1 })}
                    className="flex h-6 w-6 cursor-pointer items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none disabled:cursor-default disabled:opacity-30"
                  >
                    <ChevronUp className="h-3.5 w-3.5" />
                  </button>
                  <button
                    type="button"
                    disabled={disabled || i === steps.length - 1}
                    onClick={() => onMove(i, i + 1)}
                    aria-label={t('builder.moveDown', { n: i + 1 })}
                    className="flex h-6 w-6 cursor-pointer items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none disabled:cursor-default disabled:opacity-30"
                  >
                    <ChevronDown className="h-3.5 w-3.5" />
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div className="border-t border-slate-100 p-2">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" className="w-full" disabled={disabled || steps.length === 0}>
              <Plus className="h-4 w-4" /> {t('builder.addStep')}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
            {STEP_TYPES.map((type) => {
              const Icon = STEP_TYPE_ICONS[type];
              return (
                <DropdownMenuItem key={type} onSelect={() => onAdd(type)}>
                  <Icon className="h-4 w-4 text-emerald-600" /> {t(STEP_TYPE_NAMES[type])}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </nav>
  );
}
