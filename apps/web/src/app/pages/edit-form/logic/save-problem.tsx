// Why the last Save did not go through, in the checker's or the server's words, next to the Save button, with a
// button that brings the part it concerns into view.
import { Button } from '@forms-engine/ui';
import { AlertTriangle, X } from 'lucide-react';
import { useT } from '../../../i18n/i18n.tsx';

export interface SaveProblemState {
  message: string;
  /** The element id of the part the problem concerns, when known. */
  anchor?: string;
}

export function SaveProblem({
  problem,
  onDismiss,
}: {
  problem: SaveProblemState | null;
  onDismiss: () => void;
}) {
  const t = useT();
  if (!problem) return null;
  const { anchor } = problem;
  const show = () => {
    const el = anchor ? document.getElementById(anchor) : null;
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    )
      el.focus({ preventScroll: true });
  };
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      data-testid="save-problem"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold">{t('builder.notSaved')}</p>
        <p>{problem.message}</p>
        {anchor && (
          <button
            type="button"
            className="mt-1 cursor-pointer font-medium text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
            onClick={show}
          >
            {t('builder.showWhere')}
          </button>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1.5 h-8 w-8 text-red-700 hover:bg-red-100"
        aria-label={t('builder.dismiss')}
        onClick={onDismiss}
      >
        <X className="h-4 w-4" />
      </Button>
    </div>
  );
}

/** The 0-based step a message names ("Step 3 …" → 2), so the editor can open it. */
export function stepNamedIn(message: string): number | null {
  const m = /(?:^|: )Step (\d+)\b/.exec(message);
  return m ? Number(m[1]) - 1 : null;
}

/** The element a checker issue's path points at in the editor (the panels' field ids). */
export function anchorOfIssue(path: (string | number)[]): string | undefined {
  const [head, index, field] = path;
  if (typeof index !== 'number') return undefined;
  if (head === 'steps') return field === 'id' ? `step-${index}-logic-id` : `step-${index}-logic`;
  if (head === 'endings') return field === 'title' ? `ending-${index}-title` : `ending-${index}-id`;
  if (head === 'calculations') return field === 'formula' ? `calc-${index}-formula` : `calc-${index}-id`;
  return undefined;
}
