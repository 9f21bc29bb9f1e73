// Why the last Save did not go through, in the checker's or the server's words, next to the Save button.
import { Button } from '@forms-engine/ui';
import { AlertTriangle, X } from 'lucide-react';

export function SaveProblem({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      data-testid="save-problem"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold">Not saved</p>
        <p>{message}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1.5 h-8 w-8 text-red-700 hover:bg-red-100"
        aria-label="Dismiss"
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
