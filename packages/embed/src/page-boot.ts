// Between a prerendered page's inline boot script (apps/web/src/boot-script.ts: /embed and the landing page) and the
// app that takes its markup over: what the boot holds back until then, and how it hands that over.

/** The boot's script element names the app's entry module and the chunks to preload with it (space-separated). */
export interface BootData {
  entry: string;
  preloads: string;
}

/** Dispatched on #root by the app taking the markup over; the boot puts the held taps into `detail.taps`. */
export const TAKEOVER_EVENT = 'forms-engine:takeover';
interface TakeoverDetail {
  taps: HTMLElement[];
}

/**
 * The boot's side. Until the app has taken `root` over, its fields, labels and links work natively, while a tap on
 * a button (Next, an option) is held back — no handler would answer it yet, and a native form post would reload
 * the page with the answers in its address — and queued for the app to replay; a second tap on the same button in
 * a row is the same intention (nothing answered the first) and is queued once.
 */
export function holdTaps(root: HTMLElement): void {
  const taps: HTMLElement[] = [];
  const hold = (event: Event) => {
    if (event.type === 'click') {
      const button = (event.target as Element | null)?.closest?.('button');
      if (!button) return;
      if (taps.at(-1) !== button) taps.push(button);
    }
    event.preventDefault();
    event.stopPropagation();
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  root.addEventListener(
    TAKEOVER_EVENT,
    (event) => {
      root.removeEventListener('click', hold, true);
      root.removeEventListener('submit', hold, true);
      (event as CustomEvent<TakeoverDetail>).detail.taps.push(...taps);
    },
    { once: true },
  );
}

/**
 * The app's side, once it answers input on `root`: ends the holding and returns the buttons tapped meanwhile, in
 * order (none when no boot held any).
 */
export function takeHeldTaps(root: HTMLElement): HTMLElement[] {
  const detail: TakeoverDetail = { taps: [] };
  root.dispatchEvent(new CustomEvent(TAKEOVER_EVENT, { detail }));
  return detail.taps;
}
