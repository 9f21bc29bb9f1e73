// The landing page's HTML: the built index.html with the prerendered markup, the stylesheet inline and a late boot.

const ROOT = '<div id="root"></div>';

/**
 * The landing page around the prerendered markup: the stylesheet inlined (the first paint waits for the HTML
 * alone), and the app's script started only after that paint by `boot` (src/boot-script.ts, compiled by the build;
 * the server allows it by its hash, apps/server/src/plugins/web.ts), told what to start by its data attributes.
 */
export function landingPage(
  index: string,
  markup: string,
  boot: string,
  readAsset: (file: string) => string,
): string {
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
  const script = `<script data-entry="${entry[1]}" data-preloads="${preloads.join(' ')}">${boot}</script>`;
  html = html.replace(ROOT, () => `<div id="root">${markup}</div>${script}`);
  return html;
}
