import { describe, expect, it, vi } from 'vitest';
import { AnswerSaver, type AnswerSaverDeps } from './answer-saver.ts';
import { ApiError } from './api.ts';

function setup(createSession?: AnswerSaverDeps['createSession']) {
  vi.useFakeTimers();
  const saves: { sessionId: string; temp: unknown; keepalive: boolean }[] = [];
  const logs: string[] = [];
  const create = vi.fn(createSession ?? (async () => ({ sessionId: 's1', sessionNo: 7 })));
  const saver = new AnswerSaver({
    createSession: create,
    save: async (sessionId, temp, keepalive) => {
      saves.push({ sessionId, temp, keepalive });
    },
    log: (m) => logs.push(m),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
  return { saver, saves, logs, create };
}

describe('answer session and temporary saving', () => {
  it('on page hide before the session is back, hands the answers to saveWhileOpening, then still saves them', async () => {
    vi.useFakeTimers();
    const opening: unknown[] = [];
    const saves: unknown[] = [];
    let answer: (s: { sessionId: string; sessionNo: number }) => void = () => {};
    const saver = new AnswerSaver({
      createSession: () => new Promise((done) => (answer = done)),
      save: async (sessionId, temp, keepalive) => {
        saves.push({ sessionId, temp, keepalive });
      },
      log: () => {},
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      saveWhileOpening: (temp) => opening.push(temp) > 0,
    });
    saver.update({ a: 1 });
    saver.flush();
    expect(opening).toEqual([]);
    saver.flush(true);
    expect(opening).toEqual([{ a: 1 }]);
    // The page came back: once the session is there the answers are saved as usual.
    answer({ sessionId: 's1', sessionNo: 1 });
    await vi.runAllTimersAsync();
    expect(saves).toEqual([{ sessionId: 's1', temp: { a: 1 }, keepalive: false }]);
  });
  it('creates the session lazily on the first answer, once', async () => {
    const { saver, create } = setup();
    expect(create).not.toHaveBeenCalled();
    saver.update({ a: 1 });
    saver.update({ a: 2 });
    await vi.runAllTimersAsync();
    expect(create).toHaveBeenCalledTimes(1);
    expect(saver.currentSession).toEqual({ sessionId: 's1', sessionNo: 7 });
  });
  it('an upload asking for the session while the form starts over gets the session opened after the restart', async () => {
    const answers: ((s: { sessionId: string; sessionNo: number }) => void)[] = [];
    const { saver, create, saves } = setup(() => new Promise((done) => answers.push(done)));
    const asked = saver.ensure();
    // The runner's start resets the saver while the upload's session call is on its way.
    saver.reset();
    answers[0]({ sessionId: 'before-reset', sessionNo: 1 });
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    answers[1]({ sessionId: 'after-reset', sessionNo: 2 });
    expect(await asked).toEqual({ sessionId: 'after-reset', sessionNo: 2 });
    expect(saver.currentSession).toEqual({ sessionId: 'after-reset', sessionNo: 2 });
    // The answer the upload gives is saved into that same session.
    saver.update({ document: 'bill.txt' });
    saver.flush();
    await vi.runAllTimersAsync();
    expect(saves).toEqual([{ sessionId: 'after-reset', temp: { document: 'bill.txt' }, keepalive: false }]);
    expect(create).toHaveBeenCalledTimes(2);
  });
  it('creates the session on demand for an upload before any answer, and reuses it afterwards', async () => {
    const { saver, create, saves } = setup();
    const session = await saver.ensure();
    expect(session).toEqual({ sessionId: 's1', sessionNo: 7 });
    saver.update({ a: 1 });
    await vi.runAllTimersAsync();
    expect(create).toHaveBeenCalledTimes(1);
    expect(saves.map((s) => s.sessionId)).toEqual(['s1']);
  });
  it('debounces saves by 400 ms and sends the latest answers', async () => {
    const { saver, saves } = setup();
    saver.update({ a: 1 });
    await vi.advanceTimersByTimeAsync(200);
    saver.update({ a: 2 });
    await vi.advanceTimersByTimeAsync(399);
    expect(saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toEqual([{ sessionId: 's1', temp: { a: 2 }, keepalive: false }]);
  });
  it('flushes immediately on step change and with keepalive on page hide', async () => {
    const { saver, saves } = setup();
    saver.update({ a: 1 });
    await vi.advanceTimersByTimeAsync(0);
    saver.flush();
    expect(saves).toHaveLength(1);
    saver.update({ a: 2 });
    saver.flush(true);
    expect(saves[1]).toEqual({ sessionId: 's1', temp: { a: 2 }, keepalive: true });
    await vi.runAllTimersAsync();
    expect(saves).toHaveLength(2);
  });
  it('saves a flush requested before the session existed as soon as it does', async () => {
    let resolve: (s: { sessionId: string; sessionNo: number }) => void = () => {};
    const { saver, saves } = setup(() => new Promise((r) => (resolve = r)));
    saver.update({ a: 1 });
    saver.flush();
    expect(saves).toEqual([]);
    resolve({ sessionId: 'late', sessionNo: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves[0]?.sessionId).toBe('late');
  });
  it('only logs a failed session creation, and tries again on the next answer', async () => {
    let fail = true;
    const { saver, logs, create } = setup(async () => {
      if (fail) throw new Error('Internal Server Error');
      return { sessionId: 's2', sessionNo: 2 };
    });
    saver.update({ a: 1 });
    await vi.runAllTimersAsync();
    expect(logs).toContain('Failed to initialize session: Internal Server Error');
    fail = false;
    saver.update({ a: 2 });
    await vi.runAllTimersAsync();
    expect(create).toHaveBeenCalledTimes(2);
    expect(await saver.ready()).toEqual({ sessionId: 's2', sessionNo: 2 });
  });
  it('forgets the session on reset (new config, new form id, Start Over)', async () => {
    const { saver, create } = setup();
    saver.update({ a: 1 });
    await vi.runAllTimersAsync();
    saver.reset();
    expect(saver.currentSession).toBeNull();
    saver.update({ b: 1 });
    await vi.runAllTimersAsync();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('repeats a save that failed on a dropped connection or a 502/503/504 until it goes through', async () => {
    vi.useFakeTimers();
    const outcomes: (() => Promise<void>)[] = [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.reject(new ApiError(502, 'Bad Gateway')),
      async () => {},
    ];
    const sent: unknown[] = [];
    const saver = new AnswerSaver({
      createSession: async () => ({ sessionId: 's1', sessionNo: 1 }),
      save: (_id, temp) => {
        sent.push(temp);
        return (outcomes.shift() ?? (async () => {}))();
      },
      log: () => {},
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    });
    saver.update({ a: 1 });
    await vi.runAllTimersAsync();
    expect(sent).toEqual([{ a: 1 }, { a: 1 }, { a: 1 }]);
  });
  it('does not repeat a failed save once newer answers were sent (they carry it), nor one the server refused', async () => {
    vi.useFakeTimers();
    let fail: ((e: unknown) => void) | null = null;
    const sent: unknown[] = [];
    const saver = new AnswerSaver({
      createSession: async () => ({ sessionId: 's1', sessionNo: 1 }),
      save: (_id, temp) => {
        sent.push(temp);
        return new Promise<void>((resolve, reject) => {
          if (sent.length === 1) fail = reject;
          else resolve();
        });
      },
      log: () => {},
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    });
    saver.update({ a: 1 });
    await vi.runAllTimersAsync();
    saver.update({ a: 1, b: 2 });
    await vi.runAllTimersAsync();
    (fail as unknown as (e: unknown) => void)(new TypeError('fetch failed'));
    await vi.runAllTimersAsync();
    expect(sent).toEqual([{ a: 1 }, { a: 1, b: 2 }]);

    const refused: unknown[] = [];
    const strict = new AnswerSaver({
      createSession: async () => ({ sessionId: 's2', sessionNo: 2 }),
      save: (_id, temp) => {
        refused.push(temp);
        return Promise.reject(new ApiError(413, 'The answers are too large'));
      },
      log: () => {},
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    });
    strict.update({ a: 'x' });
    await vi.runAllTimersAsync();
    expect(refused).toEqual([{ a: 'x' }]);
  });
});
