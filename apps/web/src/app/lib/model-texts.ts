// The form model's language-free findings in the owner's language: the logic checker's problems (by code and
// parameters; in English the model's own words, as the API gives them), the changes an edit made, and what the
// "Insert answer…" picker and the e-mail placeholders recall.
import type {
  ConditionOp,
  FormChange,
  FormulaProblem,
  LogicIssue,
  LogicProblemCode,
  LogicSubject,
  PipeChoice,
  PipeSource,
} from '@forms-engine/model';
import type { MessageKey } from '../i18n/en.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { type OwnerLanguage, type Translate, translator } from '../i18n/languages.ts';
import { stepTypeNameKey } from '../pages/edit-form/step-type-names.ts';

/** How a comparison reads in the owner's words ("Roof area is more than 300"). */
export const OP_NAMES: Record<ConditionOp, MessageKey> = {
  equals: 'logic.op.equals',
  notEquals: 'logic.op.notEquals',
  in: 'logic.op.in',
  notIn: 'logic.op.notIn',
  includes: 'logic.op.includes',
  excludes: 'logic.op.excludes',
  gt: 'logic.op.gt',
  gte: 'logic.op.gte',
  lt: 'logic.op.lt',
  lte: 'logic.op.lte',
  contains: 'logic.op.contains',
  answered: 'logic.op.answered',
  skipped: 'logic.op.skipped',
};

const PROBLEM_TEXTS = {
  id_reserved: 'problem.id_reserved',
  id_taken: 'problem.id_taken',
  ending_untitled: 'problem.ending_untitled',
  calculation_id_invalid: 'problem.calculation_id_invalid',
  target_unknown: 'problem.target_unknown',
  target_self: 'problem.target_self',
  target_back: 'problem.target_back',
  condition_too_deep: 'problem.condition_too_deep',
  condition_step_and_hidden: 'problem.condition_step_and_hidden',
  hidden_undeclared: 'problem.hidden_undeclared',
  condition_unknown: 'problem.condition_unknown',
  condition_later: 'problem.condition_later',
  op_unfit: 'problem.op_unfit',
  value_missing: 'problem.value_missing',
  value_needs_list: 'problem.value_needs_list',
  value_not_list: 'problem.value_not_list',
  value_not_option: 'problem.value_not_option',
  value_not_number: 'problem.value_not_number',
  value_not_boolean: 'problem.value_not_boolean',
  value_not_text: 'problem.value_not_text',
  formula_invalid: 'problem.formula_invalid',
  formula_unknown: 'problem.formula_unknown',
  formula_not_number: 'problem.formula_not_number',
  calculation_cycle: 'problem.calculation_cycle',
} as const satisfies Record<LogicProblemCode, MessageKey>;

const FORMULA_TEXTS = {
  deep: 'formula.deep',
  notNumber: 'formula.notNumber',
  notAllowed: 'formula.notAllowed',
  parens: 'formula.parens',
  unknownFn: 'formula.unknownFn',
  noValues: 'formula.noValues',
  roundArgs: 'formula.roundArgs',
  twoValues: 'formula.twoValues',
  comma: 'formula.comma',
  kind: 'formula.kind',
  empty: 'formula.empty',
  tooLong: 'formula.tooLong',
  syntaxAt: 'formula.syntaxAt',
  syntax: 'formula.syntax',
} as const satisfies Record<FormulaProblem['code'], MessageKey>;

/** A step type by the name the type picker gives it; a type the app does not know by its own name. */
function typeName(type: string, t: Translate): string {
  const key = stepTypeNameKey(type);
  return key ? t(key) : type;
}

function subjectName(subject: LogicSubject | undefined, t: Translate): string {
  if (!subject) return '';
  switch (subject.kind) {
    case 'step':
      return subject.title
        ? t('problem.step', { n: subject.index + 1, title: subject.title })
        : t('problem.stepUntitled', { n: subject.index + 1 });
    case 'ending':
      return t('problem.ending', { id: subject.id });
    case 'calculation':
      return t('problem.calculation', { id: subject.id });
    case 'hidden':
      return t('problem.hidden', { name: subject.name });
    default: {
      const never: never = subject;
      return never;
    }
  }
}

/** One logic problem as the owner reads it in `language`. */
export function logicProblemText(issue: LogicIssue, language: OwnerLanguage): string {
  if (language === 'en') return issue.message;
  const t = translator(language);
  const p = issue.params;
  const subject = subjectName(p.subject, t);
  const where =
    p.rule !== undefined
      ? t('problem.inRule', { subject, n: p.rule })
      : p.otherwise
        ? t('problem.inOtherwise', { subject })
        : subject;
  const key: MessageKey =
    issue.code === 'op_unfit' && p.stepType ? 'problem.op_unfit_step' : PROBLEM_TEXTS[issue.code];
  return t(key, {
    where,
    other: subjectName(p.other, t),
    ref: p.ref ?? '',
    op: p.op ? t(OP_NAMES[p.op]) : '',
    allowed: p.allowed?.length ? p.allowed.map((op) => t(OP_NAMES[op])).join(', ') : t('problem.none'),
    type: p.stepType ? typeName(p.stepType, t) : '',
    value: p.value ?? '',
    detail: p.formula ? t(FORMULA_TEXTS[p.formula.code], { arg: p.formula.arg ?? '' }) : (p.detail ?? ''),
    cycle: (p.cycle ?? []).map((id) => t('problem.calculation', { id })).join(' → '),
  });
}

/** What an "Insert answer…" entry recalls, named in `t`'s language ("Schritt 1: Dachart — email"). */
export function pipeChoiceLabel(choice: PipeChoice, t: Translate): string {
  const { source } = choice;
  switch (source.kind) {
    case 'step': {
      const n = source.index + 1;
      const title = source.title || t('problem.stepUntitled', { n });
      return source.field
        ? t('picker.pipeStepField', { n, title, field: source.field })
        : t('picker.pipeStep', { n, title });
    }
    case 'hidden':
      return t('picker.hidden', { name: source.name });
    case 'calculation':
      return t('picker.calculation', { name: source.id });
    default: {
      const never: never = source;
      return never;
    }
  }
}

/** The parts of an answer an e-mail may recall, by the names the Notifications dialog gives them. */
const FIELD_NAMES: Record<string, MessageKey> = {
  firstName: 'picker.field.firstName',
  lastName: 'picker.field.lastName',
  email: 'picker.field.email',
  phone: 'picker.field.phone',
  fullAddress: 'picker.field.fullAddress',
  postalCode: 'picker.field.postalCode',
  fileName: 'picker.field.fileName',
  option: 'picker.field.option',
  followup: 'picker.field.followup',
};

/**
 * An e-mail placeholder as the Notifications dialog names it in `t`'s language ("Wie erreichen wir Sie? —
 * Vorname"); one without a source (an older server) keeps the server's words.
 */
export function mailPlaceholderLabel(
  placeholder: { label: string; source?: PipeSource },
  t: Translate,
): string {
  const { source } = placeholder;
  if (!source) return placeholder.label;
  switch (source.kind) {
    case 'step': {
      const name = source.title || t('picker.question', { n: source.index + 1 });
      if (!source.field) return name;
      const key = FIELD_NAMES[source.field];
      return t('picker.withField', { name, field: key ? t(key) : source.field });
    }
    case 'hidden':
      return t('picker.hidden', { name: source.name });
    case 'calculation':
      return t('picker.calculation', { name: source.label ?? source.id });
    default: {
      const never: never = source;
      return never;
    }
  }
}

/** `logicProblemText` in the screen's language. */
export function useProblemText(): (issue: LogicIssue) => string {
  const { language } = useI18n();
  return (issue) => logicProblemText(issue, language);
}

/** One change an edit made, as a line in `language`. */
export function changeText(change: FormChange, language: OwnerLanguage): string {
  const t = translator(language);
  const title = (s: string) => s || t('change.untitled');
  switch (change.kind) {
    case 'stepAdded':
    case 'stepRemoved':
    case 'stepChanged':
      return t(`change.${change.kind}`, { title: title(change.title) });
    case 'stepRenamed':
    case 'optionRenamed':
      return t(`change.${change.kind}`, { from: title(change.from), to: title(change.to) });
    case 'stepType':
      return t('change.stepType', { title: title(change.title), type: typeName(change.type, t) });
    case 'stepRequired':
      return t(change.required ? 'change.stepRequired' : 'change.stepOptional', {
        title: title(change.title),
      });
    case 'optionAdded':
    case 'optionRemoved':
      return t(`change.${change.kind}`, { title: title(change.title), step: title(change.step) });
    case 'stepsReordered':
    case 'formRenamed':
    case 'languageChanged':
      return t(`change.${change.kind}`);
    case 'sectionChanged':
      return t(`change.section.${change.section}`);
    default: {
      const never: never = change;
      return never;
    }
  }
}

/** The changes as the chat shows them under "Form updated": one line each. */
export function changesText(changes: readonly FormChange[], language: OwnerLanguage): string {
  return changes.map((c) => changeText(c, language)).join('\n');
}
