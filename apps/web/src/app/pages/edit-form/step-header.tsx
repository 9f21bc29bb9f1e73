// A step's accordion header in the manual editor: its question with the type's icon, then the spec's
// "Step N (type)" in small print.
import type { TStep } from '@forms-engine/model';
import { STEP_TYPE_ICONS } from '../../components/step-icons.ts';

export function StepHeader({ step, index }: { step: TStep; index: number }) {
  const Icon = STEP_TYPE_ICONS[step.type];
  const title = typeof step.title === 'string' && step.title.trim() ? step.title.trim() : 'Untitled question';
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      {Icon && <Icon className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />}
      <span className="flex min-w-0 flex-col">
        <span className="line-clamp-2 break-words">{title}</span>{' '}
        <span className="text-xs font-normal text-slate-500">
          Step {index + 1} ({step.type})
        </span>
      </span>
    </span>
  );
}
