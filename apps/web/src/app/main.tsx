// Owner app entry. `/` for a visitor without a session arrives prerendered (prerender.tsx): hydrate that markup;
// every other page (and `/` for a signed-in owner) arrives with an empty root and is rendered here.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadResponsesPage } from './app.tsx';
import { startEarly } from './lib/responses-list.ts';
import { AppRoot } from './root.tsx';
import './styles.css';

// A screen whose first view waits on its own data starts it now, in parallel with the session check.
const screen = startEarly(window.location.pathname, window.location.search, loadResponsesPage);

function start() {
  const root = document.getElementById('root')!;
  // The markup is on screen already: hydrating in a transition lets React yield between small pieces of work, so a
  // tap on the page is not kept waiting behind the whole tree (one long task otherwise).
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, <AppRoot language="en" />));
  else createRoot(root).render(<AppRoot />);
}

// On the responses screen's own address the app is first drawn once that screen's chunk is here, so the screen is
// drawn in that first render: drawn before, it would show the Suspense fallback, and React holds back what replaces
// a fallback for up to 300 ms. A chunk that fails to load is the screen's error to show, as on any other way in.
if (screen) void screen.then(start, start);
else start();
