// Build-time render of the landing page (`/` as a signed-out visitor sees it) with the app's own tree, so the
// served HTML shows it before any script runs and the browser hydrates the same markup (docs/decisions.md).
import { renderToString } from 'react-dom/server';
import { AppRoot } from './root.tsx';

export function renderLanding(): string {
  return renderToString(<AppRoot ssrPath="/" />);
}
