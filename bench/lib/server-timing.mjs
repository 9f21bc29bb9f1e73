// Preloaded into the bench's server with LOAD_SERVER_TIMING=1 (bench/load.ts): per respondent call, the time from
// the request's headers parsed to its response finished; per call of a batched write (db/batch.ts), its wait for
// its batch and the batch's statement time; and the event loop's delay per second; written as JSON to
// SERVER_TIMING_OUT when the server is stopped. Measurement only: the server publishes its batches on a
// diagnostics channel that costs nothing while nobody listens.
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
/** [batch's start (epoch ms), kind, the call's wait for its batch (ms), the batch's statement (ms), calls in it]. */
const batches = [];
dc.subscribe('forms-engine:batch', ({ kind, waits, ms }) => {
  const start = now() - ms;
  for (const wait of waits) batches.push([start, kind, wait, ms, waits.length]);
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
    fs.writeFileSync(process.env.SERVER_TIMING_OUT, JSON.stringify({ calls, batches, seconds }));
});
