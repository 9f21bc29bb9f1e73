// The inline script of a page whose first screen arrives rendered (/embed's first step, the landing page): compiled
// by Vite into one classic script (build/inline-script.ts), carried right after #root and allowed by its hash. It
// runs before the first paint; the page's own code is started only after that paint.
import { type BootData, holdTaps } from '@forms-engine/embed/page-boot';
import { detectMobile } from '@forms-engine/runner';

/** Longest the start waits for a first paint that may never be reported (a background tab, an offscreen frame). */
const NO_PAINT_MS = 1000;

/**
 * Preloads `preloads` and imports `entry` once the first contentful paint has been reported — at once when #root
 * holds nothing to paint. Loaded as a module script instead, the code arrives from a near server before the first
 * frame and runs, hydration and all, ahead of the first paint.
 */
function startAfterFirstPaint(root: HTMLElement | null, entry: string, preloads: string[]): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    setTimeout(() => {
      for (const href of preloads) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      void import(/* @vite-ignore */ entry);
    });
  };
  if (!root?.firstChild) {
    go();
    return;
  }
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) go();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    go();
  }
  setTimeout(go, NO_PAINT_MS);
}

const root = document.getElementById('root');
const data = (document.currentScript as HTMLScriptElement).dataset as Partial<BootData>;
// /embed's step is rendered for the layout the server guessed (`data-ssr`). A frame whose layout differs (mobile
// by user agent or width, as the runner decides) drops it, and the runner renders the step itself: a blank moment
// instead of a jump.
const guessed = root?.dataset.ssr;
if (root && guessed && guessed !== (detectMobile(navigator.userAgent, innerWidth) ? 'mobile' : 'desktop'))
  root.textContent = '';
else if (root?.firstChild) holdTaps(root);
startAfterFirstPaint(root, data.entry ?? '', (data.preloads ?? '').split(' ').filter(Boolean));
