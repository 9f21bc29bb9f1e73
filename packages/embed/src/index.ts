// Host-page loader (embed.js): puts the form in a sandboxed iframe after its own script tag and sizes it from the form's
// height messages. Usage: <script src="https://HOST/embed.js" data-language="en" data-label="..." data-domain="..."></script>
import { MIN_FRAME_HEIGHT, nextFrameHeight } from './height.ts';

const REQUEST_DELAY_MS = 500;
const REMEASURE_MS = 1000;
const MOBILE_WIDTH = 640;

function mount(script: HTMLScriptElement): void {
  const origin = new URL(script.src, location.href).origin;
  const data = script.dataset;
  const query = new URLSearchParams();
  if (data.form || data.id) query.set('form', (data.form || data.id) as string);
  else {
    query.set('language', data.language || 'en');
    query.set('label', data.label || '');
    query.set('domain', data.domain ?? location.hostname);
  }
  if (data.iconMode) query.set('iconMode', data.iconMode);

  const frame = document.createElement('iframe');
  frame.src = `${origin}/embed?${query}`;
  frame.title = data.title || 'Form';
  frame.setAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
  frame.style.cssText = `display:block;width:100%;border:0;height:${MIN_FRAME_HEIGHT}px`;
  script.after(frame);

  let height = MIN_FRAME_HEIGHT;
  let lastReported = -1;
  const post = (message: object) => frame.contentWindow?.postMessage(message, origin);
  const viewport = () => post({ type: 'viewportUpdate', isMobile: innerWidth < MOBILE_WIDTH });

  addEventListener('message', (event) => {
    // Only this frame's own messages count; other frames on the page must not resize it.
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    const d = event.data as { type?: string; height?: unknown } | null;
    if (!d || (d.type !== 'heightUpdate' && d.type !== 'form-resize') || typeof d.height !== 'number') return;
    // Each report arrives twice (form-resize and heightUpdate); apply it once.
    if (d.height === lastReported) return;
    lastReported = d.height;
    const next = nextFrameHeight(height, d.height);
    if (next !== height) {
      height = next;
      frame.style.height = `${height}px`;
    }
  });
  frame.addEventListener('load', () => {
    setTimeout(() => {
      post({ type: 'requestHeight' });
      viewport();
    }, REQUEST_DELAY_MS);
    // Re-measure every second: capped growth needs several rounds to reach a tall form's height.
    setInterval(() => {
      lastReported = -1;
      post({ type: 'requestHeight' });
    }, REMEASURE_MS);
  });
  addEventListener('resize', viewport);
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) mount(current);
