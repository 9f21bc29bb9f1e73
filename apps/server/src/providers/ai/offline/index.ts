// The built-in offline generator: deterministic, no network, fast enough to run inside a request.
import type { TFormConfig } from '@forms-engine/forms';
import type { AnalyzeInput, EditResult, FormGenerator, GenerateInput } from '../types.ts';
import { analyzeOffline } from './analyze.ts';
import { editOffline } from './edit.ts';
import { generateOffline } from './generate.ts';

export class OfflineGenerator implements FormGenerator {
  readonly name = 'offline';

  async generate(input: GenerateInput): Promise<TFormConfig> {
    return generateOffline(input);
  }

  async edit(config: TFormConfig, instruction: string): Promise<EditResult> {
    return editOffline(config, instruction);
  }

  async analyze(input: AnalyzeInput): Promise<string> {
    return analyzeOffline(input);
  }
}

export { analyzeOffline, editOffline, generateOffline };
