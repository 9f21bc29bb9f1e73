// The click a visitor made on a prerendered page before the app took over (held back by src/late-start.ts).

/**
 * The button clicked before the app started, if it is still on the page, or null; from this call on the page's
 * clicks are the app's own. Call it once the prerendered markup is hydrated (in an effect).
 */
export function takeEarlyClick(): HTMLElement | null {
  const take = (window as { __feEarlyClick?: () => HTMLElement | null }).__feEarlyClick;
  return take ? take() : null;
}
