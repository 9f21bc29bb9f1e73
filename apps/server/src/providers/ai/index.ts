// The one place that picks the form generator: offline by default, an LLM when AI_PROVIDER says so.
import { createLlmGenerator } from './llm.ts';
import { OfflineGenerator, offlineLimits } from './offline/index.ts';
import type { AiProvider, FormGenerator, GeneratorConfig } from './types.ts';

export * from './types.ts';

const PROVIDERS: readonly AiProvider[] = ['offline', 'openai', 'anthropic', 'openai-compatible'];

export function createGenerator(cfg: GeneratorConfig): FormGenerator {
  if (cfg.provider === 'offline') return new OfflineGenerator(cfg.offline);
  return createLlmGenerator({ ...cfg, provider: cfg.provider });
}

/** Reads AI_PROVIDER, AI_MODEL, AI_BASE_URL, AI_API_KEY, AI_TIMEOUT_MS, GENERATOR_TIMEOUT_MS and GENERATOR_WORKERS. */
export function generatorConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): GeneratorConfig {
  const provider = (env.AI_PROVIDER?.trim() || 'offline') as AiProvider;
  if (!PROVIDERS.includes(provider))
    throw new Error(`AI_PROVIDER must be one of ${PROVIDERS.join(', ')} (got "${env.AI_PROVIDER}")`);
  const timeout = env.AI_TIMEOUT_MS ? Number(env.AI_TIMEOUT_MS) : undefined;
  return {
    provider,
    model: env.AI_MODEL?.trim() || undefined,
    baseUrl: env.AI_BASE_URL?.trim() || undefined,
    apiKey: env.AI_API_KEY?.trim() || undefined,
    timeoutMs: timeout && Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
    offline: offlineLimits(positive(env.GENERATOR_TIMEOUT_MS), positive(env.GENERATOR_WORKERS)),
  };
}

function positive(raw: string | undefined): number | undefined {
  const n = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
