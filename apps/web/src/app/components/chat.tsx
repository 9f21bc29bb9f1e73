// Chat pieces shared by the builder and the AI edit mode: message bubbles, the Generating dots, the prompt box.
import { Button, Textarea } from '@forms-engine/ui';
import { Bot, SendHorizontal, Sparkles, User } from 'lucide-react';
import { forwardRef, useEffect, useRef } from 'react';
import { useBuyCredits } from '../lib/buy-credits.tsx';
import { useT } from '../i18n/i18n.tsx';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant' | 'system';
  content: string;
  timestamp: number;
  isGenerating?: boolean;
  /** The request failed for lack of credits: offer Buy Credits under the message. */
  buyCredits?: boolean;
  /** The assistant's allowance before signing up is used: offer to sign up under the message. */
  signUp?: boolean;
  /** What an edit changed, in words ("Added a slider 'Budget' after step 3."). */
  detail?: string;
}

let seq = 0;
export function message(
  role: ChatMessage['role'],
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  seq += 1;
  return { id: `m${Date.now()}-${seq}`, role, content, timestamp: Date.now(), ...extra };
}

export function GeneratingDots({ label }: { label?: string }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-500" role="status">
      {label ?? t('builder.generating')}
      <span className="inline-flex gap-0.5" aria-hidden="true">
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s]" />
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s]" />
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400" />
      </span>
    </span>
  );
}

export function ChatMessages({
  messages,
  className,
  onSignUp,
}: {
  messages: ChatMessage[];
  className?: string;
  onSignUp?: () => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  const openBuyCredits = useBuyCredits();
  const t = useT();
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);
  return (
    <div
      className={className ?? 'flex-1 space-y-4 overflow-y-auto p-4'}
      aria-live="polite"
      data-testid="chat-messages"
    >
      {messages.map((m) => {
        if (m.role === 'system') {
          return (
            <div
              key={m.id}
              className="rounded-lg bg-emerald-50 px-3 py-2 text-center text-xs text-emerald-800"
            >
              {m.content}
            </div>
          );
        }
        const mine = m.role === 'user';
        return (
          <div key={m.id} className={`flex gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
            <span
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${mine ? 'bg-slate-900 text-white' : 'bg-emerald-100 text-emerald-700'}`}
              aria-hidden="true"
            >
              {mine ? <User className="h-3.5 w-3.5" /> : <Bot className="h-3.5 w-3.5" />}
            </span>
            <div className={`min-w-0 max-w-[85%] ${mine ? 'text-right' : ''}`}>
              <div
                className={`inline-block rounded-2xl px-3 py-2 text-left text-sm whitespace-pre-wrap break-words ${mine ? 'rounded-tr-sm bg-slate-900 text-white' : 'rounded-tl-sm border border-slate-200 bg-white text-slate-800'}`}
                data-role={m.role}
              >
                {m.isGenerating ? <GeneratingDots /> : m.content}
                {m.detail && (
                  <p
                    className="mt-1.5 border-t border-slate-100 pt-1.5 font-medium text-slate-900"
                    data-testid="edit-summary"
                  >
                    {m.detail}
                  </p>
                )}
              </div>
              {m.buyCredits && (
                <div className="mt-2">
                  <Button size="sm" onClick={openBuyCredits}>
                    <Sparkles className="h-3.5 w-3.5" /> {t('credits.buy')}
                  </Button>
                </div>
              )}
              {m.signUp && onSignUp && (
                <div className="mt-2">
                  <Button size="sm" onClick={onSignUp}>
                    {t('builder.signUpToContinue')}
                  </Button>
                </div>
              )}
            </div>
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}

/** Multi-line prompt: Enter sends, Shift+Enter inserts a newline. */
export const PromptBox = forwardRef<
  HTMLTextAreaElement,
  {
    value: string;
    onChange: (v: string) => void;
    onSend: () => void;
    onFocus?: () => void;
    disabled?: boolean;
    placeholder: string;
    label?: string;
  }
>(function PromptBox({ value, onChange, onSend, onFocus, disabled, placeholder, label }, ref) {
  const t = useT();
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <Textarea
        ref={ref}
        aria-label={label ?? t('builder.prompt')}
        value={value}
        rows={2}
        disabled={disabled}
        placeholder={placeholder}
        onFocus={onFocus}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            onSend();
          }
        }}
        className="max-h-40 min-h-11 resize-none"
      />
      <Button
        type="submit"
        size="icon"
        className="h-11 w-11"
        disabled={disabled || !value.trim()}
        aria-label={t('builder.send')}
      >
        <SendHorizontal className="h-4 w-4" />
      </Button>
    </form>
  );
});
