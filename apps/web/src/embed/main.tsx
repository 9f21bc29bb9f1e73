// Respondent runner entry for /embed — never imports owner-app code.
// early-load goes first so the form request starts before anything else runs.
import { earlyForm, serverRendered } from './early-load.ts';
import { closedMessage } from '@forms-engine/forms/runner/availability.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { EmbedPage } from './embed-page.tsx';
import type { LoadResult } from './load-form.ts';
import './embed.css';

const root = document.getElementById('root')!;

/** True when the served markup shows what this browser's first render would: same form screen (open or closed). */
function matchesServer(result: LoadResult): boolean {
  if (!result.ok) return false;
  const closedNow = closedMessage(result.form.availability, Date.now()) !== null;
  return closedNow === (root.querySelector('.fe-closed') !== null);
}

/**
 * What the respondent did to the server's markup before the runner took over: the last click is done again, and
 * text already typed reaches the runner's state (hydrating leaves the typed value in the field but tells no one).
 */
function replayEarlyInput() {
  const clicks = window.__feEarly?.() ?? [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.name !== 'website' && field.value !== field.defaultValue)
      field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const last = clicks.at(-1);
  if (last instanceof Element && last.isConnected)
    (last.closest('button, label, a') as HTMLElement | null)?.click();
}

if (serverRendered && earlyForm) {
  // The first step is on screen already: take it over once its code is in, without re-creating the DOM.
  earlyForm.then((result) => {
    if (matchesServer(result)) {
      const tookOver = () => {
        replayEarlyInput();
        // How the runner took over (read by tests).
        root.dataset.runner = 'hydrated';
      };
      hydrateRoot(
        root,
        <EmbedPage
          initial={result}
          hydrateAs={{ mobile: serverRendered === 'mobile' }}
          onTakenOver={tookOver}
        />,
      );
    } else {
      window.__feEarly?.();
      root.textContent = '';
      createRoot(root).render(<EmbedPage initial={result} />);
      root.dataset.runner = 'rendered';
    }
  });
} else {
  createRoot(root).render(<EmbedPage />);
}
