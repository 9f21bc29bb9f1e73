// The built-in offline generator: deterministic, no network; each call runs in the pool's worker threads, bounded in
// time, so no input can hold up the server's event loop.
import type { TFormConfig } from '@forms-engine/model';
import type { AnalyzeInput, EditResult, FormGenerator, GenerateInput } from '@forms-engine/generator';
import { GeneratorPool, type GeneratorPoolLimits } from './pool.ts';

/**
 * GENERATOR_TIMEOUT_MS and GENERATOR_WORKERS: a call takes milliseconds, so by default one worker and 5 s are
 * ample; a call waits at most twice the limit for a worker.
 */
export function offlineLimits(timeoutMs = 5000, workers = 1): GeneratorPoolLimits {
  return { timeoutMs, workers, queueTimeoutMs: 2 * timeoutMs };
}

export class OfflineGenerator implements FormGenerator {
  readonly name = 'offline';
  private readonly pool: GeneratorPool;

  constructor(limits: GeneratorPoolLimits = offlineLimits()) {
    this.pool = new GeneratorPool(limits);
  }

  generate(input: GenerateInput): Promise<TFormConfig> {
    return this.pool.run({ method: 'generate', args: [input] });
  }

  edit(config: TFormConfig, instruction: string): Promise<EditResult> {
    return this.pool.run({ method: 'edit', args: [config, instruction] });
  }

  analyze(input: AnalyzeInput): Promise<string> {
    return this.pool.run({ method: 'analyze', args: [input] });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
