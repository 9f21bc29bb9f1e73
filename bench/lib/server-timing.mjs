// Preloaded into the bench's server with LOAD_SERVER_TIMING=1 (bench/load.ts): per respondent call, the time from
// the request's headers parsed to its response finished, and the event loop's delay per second; written as JSON to
// SERVER_TIMING_OUT when the server is stopped.
import dc from 'node:diagnostics_channel';
import fs from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();
const kindOf = (url = '') =>
  url.includes('by-properties')
    ? 'lookup'
    : url.includes('temp-response')
      ? 'temp'
      : url.endsWith('/session') || /\/forms\/\d+\/sessions\/[^/]+$/.test(url)
        ? 'session'
        : url.endsWith('/submit')
          ? 'submit'
          : 'other';
const starts = new WeakMap();
/** [start (epoch ms), kind, ms] per answered request. */
const calls = [];
dc.subscribe('http.server.request.start', ({ request }) => starts.set(request, now()));
dc.subscribe('http.server.response.finish', ({ request }) => {
  const t = starts.get(request);
  if (t !== undefined) calls.push([t, kindOf(request.url), now() - t]);
});
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
/** [second's end (epoch ms), mean, p99, max] of the event loop's delay, in ms. */
const seconds = [];
setInterval(() => {
  seconds.push([now(), delay.mean / 1e6, delay.percentile(99) / 1e6, delay.max / 1e6]);
  delay.reset();
}, 1000).unref();
process.on('SIGTERM', () => {
  if (process.env.SERVER_TIMING_OUT)
    fs.writeFileSync(process.env.SERVER_TIMING_OUT, JSON.stringify({ calls, seconds }));
});
