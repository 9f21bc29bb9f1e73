// The built-in offline generator: deterministic, no network, fast enough to run inside a request.
import type { TFormConfig } from '@forms-engine/model';
import type { AnalyzeInput, EditResult, FormGenerator, GenerateInput } from '../types.ts';
import { analyzeOffline } from './analyze/index.ts';
import { editOffline } from './edit/index.ts';
import { generateOffline } from './generate.ts';

let warmedUp = false;

export class OfflineGenerator implements FormGenerator {
  readonly name = 'offline';

  constructor() {
    // The first call compiles the engine's regular expressions (~100 ms); pay that once at start-up, not in a request.
    if (!warmedUp) {
      warmedUp = true;
      generateOffline({
        prompt:
          'a quote form for solar panels: roof type (flat, pitched), bill 50-500 dollars, address and contact details',
      });
    }
  }

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
