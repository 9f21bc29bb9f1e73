// Build-time render of the landing page (`/` as a signed-out visitor sees it) with the app's own tree, so the
// served HTML shows it before any script runs and the browser hydrates the same markup (docs/decisions.md).
import { renderToString } from 'react-dom/server';
import { AppRoot } from './root.tsx';

/** The page's inline boot script (src/boot-script.ts, compiled by the build): taps held, the app started after the first paint. */
export { default as BOOT_SCRIPT } from '../boot-script.ts?inline-script';

export function renderLanding(): string {
  return renderToString(<AppRoot ssrPath="/" />);
}
