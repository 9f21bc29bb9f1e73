// The public (bearer-key) API: generate a form, or generate and publish one, charging 1 credit with the result.
import {
  embedUrl,
  FORM_DEFAULTS,
  type CreateFormUrlResponse,
  PUBLIC_API_CREDIT_COST,
  type TCreateFormUrlInput,
} from '@forms-engine/contracts';
import type { TFormConfig } from '@forms-engine/model';
import type { Db } from '../db/client.ts';
import { AppError, conflict, GENERATION_FAILED_MESSAGE } from '../errors.ts';
import type { FormGenerator } from '../providers/ai/types.ts';
import type { CreditsService } from './credits.ts';
import { DUPLICATE_FORM_MESSAGE, type FormsService } from './forms.ts';
import { checkedOutput, withDefaultHiddenFields } from './generation.ts';

export class PublicApiService {
  constructor(
    private readonly db: Db,
    private readonly forms: FormsService,
    private readonly credits: CreditsService,
    private readonly generator: () => FormGenerator | undefined,
  ) {}

  /** Without a language the generator reads the prompt's own (en, de, fr, es, it), as the builder's does. */
  private async generate(prompt: string, language?: 'en' | 'de'): Promise<TFormConfig> {
    const generator = this.generator();
    if (!generator) throw new AppError('generator_missing', 500, GENERATION_FAILED_MESSAGE);
    // A GeneratorError propagates; the route's `generatorErrors: 'publicApi'` answers it with the spec's codes.
    // A generated form that fails the save-time checks is a 500 (the public API's code for failures on our
    // side) whose message still names the problem.
    return checkedOutput(withDefaultHiddenFields(await generator.generate({ prompt, language })), 500);
  }

  /** POST /api/generate-form: the configuration; the credit is taken only when generation succeeded. */
  async generateForm(userId: number, prompt: string): Promise<TFormConfig> {
    // Checked first so a caller without credits does not make us run the (expensive) generator.
    await this.credits.assertCanSpend(userId, PUBLIC_API_CREDIT_COST);
    const config = await this.generate(prompt);
    await this.db.transaction((tx) =>
      this.credits.charge(tx, userId, 'api:generate-form', null, PUBLIC_API_CREDIT_COST),
    );
    return config;
  }

  /** POST /api/create-form-url: the form is stored and the credit taken in one transaction. */
  async createFormUrl(
    userId: number,
    input: TCreateFormUrlInput,
    origin: string,
  ): Promise<CreateFormUrlResponse> {
    const domain = input.domain ?? FORM_DEFAULTS.domain;
    const label = input.label?.trim() || undefined;
    const taken = async (language: 'en' | 'de') =>
      label !== undefined && !(await this.forms.identityAvailable(userId, { language, label, domain }));
    if (await taken(input.language ?? FORM_DEFAULTS.language))
      throw conflict(DUPLICATE_FORM_MESSAGE, 'form_exists');
    // Checked before generating, so a refused domain costs no generator call.
    await this.forms.domains.check(userId, domain);
    await this.credits.assertCanSpend(userId, PUBLIC_API_CREDIT_COST);
    const config = await this.generate(input.prompt, input.language);
    // The lookup language is en or de (the spec's), chosen as the builder chooses it: the caller's, else German for
    // a German form, else English; a French, Spanish or Italian form keeps its language in its configuration.
    const language = input.language ?? (config.language === 'de' ? 'de' : FORM_DEFAULTS.language);
    if (language !== (input.language ?? FORM_DEFAULTS.language) && (await taken(language)))
      throw conflict(DUPLICATE_FORM_MESSAGE, 'form_exists');
    const row = await this.db.transaction(async (tx) => {
      const form = await this.forms.create(
        userId,
        {
          config,
          label,
          language,
          domain,
          color: input.color,
          iconMode: input.icon_mode,
          promptHistory: [input.prompt],
          // The answer is a working URL: the form is published at once (the API has no draft step).
          publish: true,
        },
        tx,
      );
      await this.credits.charge(tx, userId, 'api:create-form-url', `form:${form.id}`, PUBLIC_API_CREDIT_COST);
      return form;
    });
    await this.forms.notifyPublicChange(row.id);
    return {
      url: embedUrl(origin, row),
      formId: row.id,
      language: row.language,
      label: row.label,
      domain: row.domain,
      iconMode: row.iconMode as CreateFormUrlResponse['iconMode'],
      color: row.color,
    };
  }
}
