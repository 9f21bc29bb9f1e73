// Reads a Chromium performance trace (devtools.timeline categories) of one page load and tells where the renderer's
// main thread spent its time before a user-timing mark: each long task with its main parts (a module's compile or
// evaluation, a function call from a network answer, style, layout, paint, GC), plus each request's send → finish.
import fs from 'node:fs';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: the part of `dur` the thread spent on a CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      requestId?: string;
      frame?: string;
      documentLoaderURL?: string;
      functionName?: string;
      isLoadingMainFrame?: boolean;
    };
    fileName?: string;
  };
}

/** The interesting work inside a task, named as DevTools' Performance panel names it. */
const PARTS: Record<string, string> = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile module',
  'v8.evaluateModule': 'run module',
  EvaluateScript: 'run script',
  FunctionCall: 'function call',
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  'V8.GC_SCAVENGER': 'minor GC',
  MinorGC: 'minor GC',
  MajorGC: 'major GC',
  'V8.GC_MARK_COMPACTOR': 'major GC',
  ParseAuthorStyleSheet: 'parse CSS',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  'v8.produceModuleCache': 'code cache',
};

const short = (url: string | undefined) => (url ?? '').replace(/^https?:\/\/[^/]+/, '');

/**
 * The load in `file` up to the user-timing mark `until`: the renderer main thread's time on the CPU before it, and
 * lines describing its long tasks and the requests (ms since navigation start).
 */
export function summarizeTrace(file: string, until: string): { cpuMs: number; lines: string[] } {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /\/forms\//.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!nav) return { cpuMs: Number.NaN, lines: ['(no navigation in the trace)'] };
  const t0 = nav.ts;
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain',
  );
  const tid = main?.tid ?? nav.tid;
  const mark = events.find((e) => e.pid === nav.pid && e.name === until && e.ts >= t0);
  const end = mark ? mark.ts : Number.POSITIVE_INFINITY;
  const ms = (us: number) => Math.round((us - t0) / 1000);
  const out: string[] = [`first rows mark at ${mark ? ms(mark.ts) : '?'} ms`];
  const onMain = events
    .filter((e) => e.pid === nav.pid && e.tid === tid && e.ph === 'X' && e.ts >= t0 && e.ts < end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Tasks nest (a scheduler's RunTask around the thread controller's): only the outermost count. onMain is in
  // start order, longer first, so a task that starts before the last kept one ends lies inside it.
  const tasks: TraceEvent[] = [];
  for (const e of onMain) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks[tasks.length - 1];
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) tasks.push(e);
  }
  let busy = 0;
  let cpu = 0;
  const totals = new Map<string, number>();
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    busy += dur;
    cpu += task.tdur ?? 0;
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + dur && PARTS[e.name],
    );
    // Only the outermost interesting events of the task, so a function call's own layout is not counted twice.
    const top = inside.filter(
      (e) =>
        !inside.some(
          (o) =>
            o !== e &&
            o.ts <= e.ts &&
            o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
            (o.dur ?? 0) > (e.dur ?? 0),
        ),
    );
    for (const e of top) totals.set(PARTS[e.name], (totals.get(PARTS[e.name]) ?? 0) + (e.dur ?? 0));
    if (dur < 8000) continue;
    const parts = top
      .filter((e) => (e.dur ?? 0) >= 2000)
      .map(
        (e) =>
          `${PARTS[e.name]}${e.args?.data?.url ? ` ${short(e.args.data.url).replace('/assets/', '')}` : ''} ${Math.round((e.dur ?? 0) / 1000)}`,
      )
      .join(', ');
    out.push(
      `  task ${String(ms(task.ts)).padStart(5)} +${String(Math.round(dur / 1000)).padStart(4)} ms  ${parts}`,
    );
  }
  out.push(
    `  main thread busy ${Math.round(busy / 1000)} ms before the mark, ${Math.round(cpu / 1000)} ms of it on the CPU; by kind: ${[
      ...totals,
    ]
      .sort((a, b) => b[1] - a[1])
      .filter(([, v]) => v >= 1000)
      .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
      .join(', ')}`,
  );
  // Requests: when the renderer asked and when the last byte arrived.
  const sent = new Map<string, { url: string; start: number; end?: number }>();
  for (const e of events) {
    const d = e.args?.data;
    if (!d?.requestId || e.ts < t0) continue;
    if (e.name === 'ResourceSendRequest') sent.set(d.requestId, { url: short(d.url), start: e.ts });
    if (e.name === 'ResourceFinish') {
      const s = sent.get(d.requestId);
      if (s) s.end = e.ts;
    }
  }
  for (const r of [...sent.values()].sort((a, b) => a.start - b.start))
    out.push(
      `  request ${String(ms(r.start)).padStart(5)} → ${r.end ? String(ms(r.end)).padStart(5) : '    ?'}  ${r.url}`,
    );
  return { cpuMs: cpu / 1000, lines: out };
}
