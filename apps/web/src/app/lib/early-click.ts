// The click a visitor made on a prerendered page before the app took over (held back by src/boot-script.ts).
import { takeHeldTaps } from '@forms-engine/embed/page-boot';

/**
 * The last button clicked before the app started, if it is still on the page, or null; from this call on the
 * page's clicks are the app's own. Call it once the prerendered markup is hydrated (in an effect).
 */
export function takeEarlyClick(): HTMLElement | null {
  const root = document.getElementById('root');
  const last = root ? takeHeldTaps(root).at(-1) : undefined;
  return last?.isConnected ? last : null;
}
