// Form Console: per-form actions — auto-select the first tile option in the runner, and e-mail a brochure after matching submissions.
import {
  CONSOLE_ACTIONS,
  defaultConsoleConfig,
  type TConsoleConfig,
  type TConsolePublic,
  ZConsoleConfig,
} from '@forms-engine/contracts';
import {
  answerKey,
  autoSelectOptions,
  CONSOLE_WARNINGS,
  canAutoSelect,
  isLeadHeld,
  isValidEmail,
  safeNormalizeConfig,
  stepOptionIds,
  type TStep,
} from '@forms-engine/model';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { consoleConfigs, forms, responses } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import type { FormsService } from './forms.ts';
import type { MailService } from './mail.ts';
import { rowsOf } from '../db/rows.ts';
import { targetsOf, VERIFIED_TARGETS, verifiedFlags } from './verification.ts';

function stepsOf(config: unknown): TStep[] | null {
  const parsed = safeNormalizeConfig(config);
  return parsed.ok ? parsed.config.steps : null;
}

/** The runner's view of console settings: whether to pre-select (and skip past) an option of a tiles first step. */
export function publicInfoOf(steps: TStep[] | null, c: TConsoleConfig): TConsolePublic {
  const off: TConsolePublic = { autoSelectFirstOption: { enabled: false, optionId: null } };
  const optionId = c.formConfig.trigger.option;
  if (
    !c.enable ||
    !c.formConfig.enabled_actions.includes(CONSOLE_ACTIONS.autoSelectFirstOption) ||
    !optionId
  ) {
    return off;
  }
  // The form may have been edited since the console was saved: only a still-valid option is announced.
  if (!canAutoSelect(steps ?? [], optionId)) return off;
  return { autoSelectFirstOption: { enabled: true, optionId } };
}

/** Whether console settings e-mail a brochure after matching submissions. */
export function sendsBrochure(c: TConsoleConfig): boolean {
  const rc = c.responseConfig;
  return (
    c.enable && rc.enabled_actions.includes(CONSOLE_ACTIONS.sendBrochure) && rc.brochure_text.trim() !== ''
  );
}

export class ConsoleService {
  constructor(
    private readonly db: Db,
    private readonly formsService: FormsService,
    private readonly mail: MailService,
  ) {}

  /** The saved console settings of a form (defaults when none are saved or they no longer parse). */
  async stored(formId: number): Promise<TConsoleConfig> {
    const [row] = await this.db
      .select()
      .from(consoleConfigs)
      .where(eq(consoleConfigs.formId, formId))
      .limit(1);
    if (!row) return defaultConsoleConfig();
    const parsed = ZConsoleConfig.safeParse(row.config);
    return parsed.success ? parsed.data : defaultConsoleConfig();
  }

  async get(userId: number, formId: number): Promise<TConsoleConfig> {
    await this.formsService.owned(userId, formId);
    return this.stored(formId);
  }

  /** Validates against the form (the console's warnings become 400 messages) and saves with fresh last_updated stamps. */
  async put(userId: number, formId: number, input: TConsoleConfig): Promise<TConsoleConfig> {
    const form = await this.formsService.owned(userId, formId);
    // Checked against what respondents get (the console acts on the published form), else the draft.
    const steps = stepsOf(form.publishedConfig ?? form.config);
    const auto = input.formConfig.enabled_actions.includes(CONSOLE_ACTIONS.autoSelectFirstOption);
    if (auto) {
      if (!steps) throw badRequest(CONSOLE_WARNINGS.noConfig);
      const first = autoSelectOptions(steps);
      if (!first.ok) throw badRequest(first.warning);
      const option = input.formConfig.trigger.option;
      if (!option) throw badRequest(CONSOLE_WARNINGS.chooseOption);
      if (!first.options.some((o) => o.id === option)) throw badRequest(CONSOLE_WARNINGS.notInFirstStep);
    }
    const brochure = input.responseConfig.enabled_actions.includes(CONSOLE_ACTIONS.sendBrochure);
    if (brochure) {
      if (input.responseConfig.brochure_text.trim() === '')
        throw badRequest('Brochure text is required to send a brochure');
      const tileIds = new Set((steps ?? []).filter((s) => s.type === 'tiles').flatMap(stepOptionIds));
      if (tileIds.size === 0) throw badRequest('No tile steps found in this form');
      const unknown = input.responseConfig.trigger.option.find((id) => !tileIds.has(id));
      if (unknown) throw badRequest(`Option "${unknown.slice(0, 100)}" is not in any tile step of this form`);
    }
    const now = new Date().toISOString();
    const config: TConsoleConfig = {
      enable: input.enable,
      formConfig: { ...input.formConfig, last_updated: now },
      responseConfig: { ...input.responseConfig, last_updated: now },
    };
    await this.db
      .insert(consoleConfigs)
      .values({ formId, config })
      .onConflictDoUpdate({ target: consoleConfigs.formId, set: { config, updatedAt: new Date() } });
    return config;
  }

  /** publicInfo for a form's published config the caller already has (the embed's form lookups), saving a query. */
  async publicInfoFor(form: { id: number; config: unknown }): Promise<TConsolePublic> {
    return publicInfoOf(stepsOf(form.config), await this.stored(form.id));
  }

  /** After a submission: e-mails the brochure when an answer to a tile step matches the configured options. */
  async onSubmitted(formId: number, responseId: number, known?: TConsoleConfig): Promise<boolean> {
    const c = known ?? (await this.stored(formId));
    const rc = c.responseConfig;
    if (!sendsBrochure(c)) return false;
    const [form] = await this.db.select().from(forms).where(eq(forms.id, formId)).limit(1);
    const [resp] = await this.db.select().from(responses).where(eq(responses.id, responseId)).limit(1);
    const steps = form ? stepsOf(form.publishedConfig ?? form.config) : null;
    const answers = resp?.response;
    if (!steps || !answers) return false;
    const wanted = new Set(rc.trigger.option);
    let matched = false;
    let email: string | null = null;
    steps.forEach((step, i) => {
      const value = answers[answerKey(step, i)];
      if (step.type === 'tiles' && typeof value === 'string' && wanted.has(value)) matched = true;
      if (step.type === 'contact' && value && typeof value === 'object') {
        const e = (value as { email?: unknown }).email;
        if (typeof e === 'string' && isValidEmail(e.trim())) email ??= e.trim();
      }
    });
    if (!matched || !email) return false;
    // A lead the owner holds back as unverified gets nothing: nobody confirmed the address belongs to the respondent.
    const [verified] = rowsOf<{ targets: unknown }>(
      await this.db.execute(
        sql`select ${VERIFIED_TARGETS} as targets from responses r where r.id = ${responseId}`,
      ),
    );
    if (isLeadHeld(steps, verifiedFlags(answers, targetsOf(verified?.targets)))) return false;
    await this.mail.send({
      to: email,
      subject: `Your brochure from ${form?.label ?? 'us'}`,
      text: rc.brochure_text,
      kind: 'brochure',
      // Tied to the response, so deleting it (or marking it as spam) takes the message out while it is unsent.
      formId,
      responseId,
    });
    return true;
  }
}
