// The save-time checker's messages for one part of the form, shown where that part is edited.
import { AlertTriangle } from 'lucide-react';

export function Problems({ messages, id }: { messages: string[]; id?: string }) {
  if (messages.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <ul className="flex min-w-0 flex-col gap-1 break-words">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
