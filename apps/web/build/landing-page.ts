// The landing page's HTML: the built index.html with the prerendered markup, the stylesheet inline and a late boot.
import { HOLD_EARLY_CLICK, lateStartScript } from '../src/late-start.ts';

const ROOT = '<div id="root"></div>';

/**
 * The landing page around the prerendered markup: the stylesheet inlined (the first paint waits for the HTML
 * alone), and the app's script started only after that paint (src/late-start.ts; the server allows the inline
 * script by its hash, apps/server/src/plugins/web.ts).
 */
export function landingPage(index: string, markup: string, readAsset: (file: string) => string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(index);
  if (!entry) throw new Error('dist/index.html has no module script');
  const preloads: string[] = [];
  let html = index
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_, file: string) => {
      return `<style>${readAsset(file).replace(/<\/style/gi, '<\\/style')}</style>`;
    });
  if (!html.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to prerender into`);
  const boot = HOLD_EARLY_CLICK + lateStartScript(entry[1], preloads);
  html = html.replace(ROOT, () => `<div id="root">${markup}</div><script>${boot}</script>`);
  return html;
}
