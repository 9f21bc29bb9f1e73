// The inline script that starts a prerendered page's code after its first paint (the landing page and /embed).

/**
 * For the landing page, ahead of lateStartScript: until the app has taken over, a click on one of the page's
 * buttons would do nothing (no handler yet) or, on a submit button, post the form natively. It is held back, and
 * the app asks for it once (takeEarlyClick, which also ends the holding) and clicks it again, so an early tap still
 * does what it says. /embed holds its early input with its own boot script (embed/ssr.tsx).
 */
export const HOLD_EARLY_CLICK = `(function(){var q=null;document.addEventListener("click",function(e){if(window.__feStarted)return;var b=e.target&&e.target.closest&&e.target.closest("#root button");if(b){q=b;e.preventDefault()}},true);window.__feEarlyClick=function(){window.__feStarted=1;var b=q;q=null;return b&&b.isConnected?b:null}})();`;

/**
 * Preloads `preloads` and imports `entry` once the page's first contentful paint has been reported — at once when
 * #root holds nothing to paint, after a second when no paint comes (a background tab, an offscreen frame). Loaded
 * as a module script instead, the code arrives from a near server before the first frame and runs, hydration and
 * all, ahead of the first paint. The result goes inline, allowed by its hash in the page's script-src.
 */
export function lateStartScript(entry: string, preloads: readonly string[]): string {
  const start = `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});import(${JSON.stringify(entry)})`;
  return `(function(){var s=0;function go(){if(!s){s=1;setTimeout(function(){${start}})}}var r=document.getElementById("root");if(!r||!r.firstChild)return go();try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){go()}setTimeout(go,1000)})()`;
}
