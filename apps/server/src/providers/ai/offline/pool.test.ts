// The generator pool's limits with a stand-in engine: a call that never ends is stopped and the next one still runs,
// a call that cannot get a worker in time is answered as busy, and the engine's refusals keep their code.
import { GeneratorError } from '@forms-engine/generator';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, GeneratorPool, type GeneratorPoolLimits, TOO_COMPLEX_MESSAGE } from './pool.ts';

/** Speaks the pool's protocol: "forever" never returns, "refuse" is a GeneratorError, anything else is echoed. */
const STAND_IN = {
  eval: true,
  filename: `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (job) => {
  const prompt = job.args[0].prompt;
  if (prompt === 'forever') for (;;) {}
  if (prompt === 'refuse')
    return parentPort.postMessage({ type: 'failed', jobId: job.jobId, code: 'not_understood', message: 'Say more.' });
  parentPort.postMessage({ type: 'done', jobId: job.jobId, value: 'echo: ' + prompt });
});
parentPort.postMessage({ type: 'ready' });
`,
};

let pool: GeneratorPool | undefined;
const start = (limits: GeneratorPoolLimits) => {
  pool = new GeneratorPool(limits, STAND_IN);
  return pool;
};
const generate = (p: GeneratorPool, prompt: string) =>
  p.run<string>({ method: 'generate', args: [{ prompt }] });
afterEach(() => pool?.close());

describe('generator pool', () => {
  it('stops a call that never ends at the limit, as input it could not read, and runs the next call', async () => {
    const p = start({ timeoutMs: 300, workers: 1, queueTimeoutMs: 30_000 });
    const stuck = generate(p, 'forever');
    const next = generate(p, 'solar');
    await expect(stuck).rejects.toEqual(new GeneratorError('not_understood', TOO_COMPLEX_MESSAGE));
    await expect(next).resolves.toBe('echo: solar');
  });

  it('answers a call that waited too long for the only worker as busy', async () => {
    const p = start({ timeoutMs: 30_000, workers: 1, queueTimeoutMs: 200 });
    const stuck = generate(p, 'forever').catch((e: GeneratorError) => e);
    const waiting = generate(p, 'solar');
    await expect(waiting).rejects.toEqual(new GeneratorError('timeout', BUSY_MESSAGE));
    await p.close();
    expect(await stuck).toBeInstanceOf(GeneratorError);
  });

  it("keeps the engine's refusal and its code", async () => {
    const p = start({ timeoutMs: 5000, workers: 2, queueTimeoutMs: 5000 });
    const refused = await generate(p, 'refuse').catch((e: GeneratorError) => e);
    expect(refused).toBeInstanceOf(GeneratorError);
    expect(refused).toMatchObject({ code: 'not_understood', message: 'Say more.' });
    await expect(generate(p, 'roofing')).resolves.toBe('echo: roofing');
  });
});
