// The extraction pool's queue: an upload that cannot get a worker in time is answered without text, never stalled.
import { afterAll, describe, expect, it } from 'vitest';
import { manyPagesPdf } from '../../../test/pdf-fixtures.ts';
import { ExtractionPool } from './pool.ts';

describe('extraction pool', () => {
  const pool = new ExtractionPool({
    timeoutMs: 3000,
    maxMemoryMb: 256,
    maxPages: 100,
    maxChars: 100_000,
    workers: 1,
    queueTimeoutMs: 300,
  });
  afterAll(() => pool.close());

  it('answers a job that waited too long for the only worker as busy, and finishes the running one', async () => {
    const slow = pool.run(manyPagesPdf(200, 2), 'pdf');
    const waiting = await pool.run(manyPagesPdf(1), 'pdf');
    expect(waiting).toEqual({ text: '', stopped: 'busy' });
    const first = await slow;
    expect(first.stopped).toBe('time');
    expect(first.text).toContain('Page 1 of 200');
  });

  it('reads the next document in a fresh worker after one was terminated', async () => {
    const result = await pool.run(manyPagesPdf(2), 'pdf');
    expect(result).toEqual({ text: 'Page 1 of 2\nPage 2 of 2', stopped: null });
  });
});
