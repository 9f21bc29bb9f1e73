// A rule's condition built from pickers: comparisons (question, comparison, value fitting the question's type)
// inside "all"/"any" groups, one group level below the rule's own.
import {
  type ConditionOp,
  LIST_OPS,
  type LogicConfig,
  logicOf,
  type TCondition,
  type TLeafCondition,
} from '@forms-engine/model';
import { Button, cn, Input, Select } from '@forms-engine/ui';
import { Plus, X } from 'lucide-react';
import { numberInput } from '../../../editors/editor-props.ts';
import {
  addPart,
  type ConditionPath,
  defaultLeaf,
  fitLeaf,
  groupKind,
  leafCount,
  operandChoices,
  operandValue,
  opsOf,
  optionsOf,
  removePart,
  resolveOperand,
  setGroupKind,
  updateCondition,
  valueKindOf,
  withOperand,
} from '../../../lib/logic-edit.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { ListInput } from './list-input.tsx';
import { OP_NAMES } from '../../../lib/model-texts.ts';

interface Ctx {
  config: LogicConfig;
  at: number;
  root: TCondition;
  onChange: (next: TCondition) => void;
}

export function ConditionEditor({
  config,
  at,
  condition,
  label,
  onChange,
}: {
  config: LogicConfig;
  /** The step the rule sits on. */
  at: number;
  condition: TCondition;
  /** "Rule 1": prefixes every control's accessible name. */
  label: string;
  onChange: (next: TCondition) => void;
}) {
  const t = useT();
  const ctx: Ctx = { config, at, root: condition, onChange };
  return <Node ctx={ctx} node={condition} path={[]} label={t('logic.conditionOf', { label })} />;
}

function Node({
  ctx,
  node,
  path,
  label,
}: {
  ctx: Ctx;
  node: TCondition;
  path: ConditionPath;
  label: string;
}) {
  const t = useT();
  const kind = groupKind(node);
  if (!kind) {
    // The rule's condition is a single comparison: show it with the buttons that turn it into a group.
    if (path.length === 0)
      return (
        <div className="flex flex-col gap-2">
          <span className="text-sm text-slate-700">{t('logic.if')}</span>
          <Leaf ctx={ctx} leaf={node as TLeafCondition} path={path} label={`${label} 1`} />
          <AddButtons ctx={ctx} path={path} label={label} allowGroup />
        </div>
      );
    return <Leaf ctx={ctx} leaf={node as TLeafCondition} path={path} label={label} />;
  }
  const parts = (node as Record<typeof kind, TCondition[]>)[kind];
  const depth = path.length;
  const group = depth > 0 ? t('logic.groupOf', { label }) : label;
  return (
    <div
      className={cn(
        'flex flex-col gap-2',
        depth > 0 && 'rounded-lg border border-dashed border-slate-300 bg-white/70 p-2.5',
      )}
      role="group"
      aria-label={depth > 0 ? group : undefined}
    >
      <div className="flex items-center gap-2 text-sm text-slate-700">
        {depth === 0 && <span>{t('logic.when')}</span>}
        <div className="w-24 shrink-0">
          <Select
            aria-label={t('logic.matchOf', { label: group })}
            className="h-8 py-0"
            value={kind}
            onChange={(e) =>
              ctx.onChange(
                updateCondition(ctx.root, path, (c) => setGroupKind(c, e.target.value as 'all' | 'any')),
              )
            }
          >
            <option value="all">{t('logic.all')}</option>
            <option value="any">{t('logic.any')}</option>
          </Select>
        </div>
        <span>{t('logic.ofTheseHold')}</span>
        {depth > 0 && (
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto h-8 w-8 text-slate-500 hover:text-red-600"
            aria-label={t('logic.remove', { label: group })}
            onClick={() => ctx.onChange(removePart(ctx.root, path))}
          >
            <X className="h-4 w-4" />
          </Button>
        )}
      </div>
      {parts.map((p, i) => (
        <Node
          key={i}
          ctx={ctx}
          node={p}
          path={[...path, i]}
          label={depth === 0 ? `${label} ${i + 1}` : `${label}.${i + 1}`}
        />
      ))}
      <AddButtons ctx={ctx} path={path} label={label} allowGroup={depth === 0} />
    </div>
  );
}

function AddButtons({
  ctx,
  path,
  label,
  allowGroup,
}: {
  ctx: Ctx;
  path: ConditionPath;
  label: string;
  allowGroup: boolean;
}) {
  const t = useT();
  const fresh = defaultLeaf(ctx.config, ctx.at);
  if (!fresh) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="text-emerald-700"
        aria-label={t('logic.addConditionTo', { label })}
        onClick={() => ctx.onChange(addPart(ctx.root, path, fresh))}
      >
        <Plus className="h-3.5 w-3.5" /> {t('logic.condition')}
      </Button>
      {allowGroup && (
        <Button
          variant="ghost"
          size="sm"
          className="text-emerald-700"
          aria-label={t('logic.addGroupTo', { label })}
          onClick={() => ctx.onChange(addPart(ctx.root, path, { any: [fresh] }))}
        >
          <Plus className="h-3.5 w-3.5" /> {t('logic.groupAny')}
        </Button>
      )}
    </div>
  );
}

function Leaf({
  ctx,
  leaf,
  path,
  label,
}: {
  ctx: Ctx;
  leaf: TLeafCondition;
  path: ConditionPath;
  label: string;
}) {
  const t = useT();
  const { config, at } = ctx;
  const operand = resolveOperand(config, at, leaf);
  const choices = operandChoices(config, at, t);
  const ops = opsOf(operand);
  const opList: readonly ConditionOp[] = ops.includes(leaf.op) ? ops : [leaf.op, ...ops];
  const kind = valueKindOf(operand, leaf.op);
  const set = (next: TLeafCondition) => ctx.onChange(updateCondition(ctx.root, path, () => next));
  const fit = (next: TLeafCondition) => set(fitLeaf(config, at, next));
  const current = operandValue(leaf);
  const known = choices.some((c) => c.value === current);
  const list = LIST_OPS.includes(leaf.op);
  const values: (string | number)[] = Array.isArray(leaf.value)
    ? leaf.value
    : typeof leaf.value === 'string' || typeof leaf.value === 'number'
      ? [leaf.value]
      : [];

  let valueControl: React.ReactNode = null;
  if (kind === 'option' && !list) {
    const options = optionsOf(operand);
    valueControl = (
      <Select
        aria-label={t('logic.answerOf', { label })}
        value={typeof leaf.value === 'string' ? leaf.value : ''}
        disabled={options.length === 0}
        onChange={(e) => set({ ...leaf, value: e.target.value })}
      >
        {options.length === 0 && <option value="">{t('logic.noOptions')}</option>}
        {typeof leaf.value === 'string' && !options.some((o) => o.id === leaf.value) && (
          <option value={leaf.value}>{t('logic.notAnOption', { value: leaf.value })}</option>
        )}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.title || o.id}
          </option>
        ))}
      </Select>
    );
  } else if (kind === 'option') {
    const options = optionsOf(operand);
    valueControl = (
      <fieldset className="flex min-w-0 flex-wrap gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white px-2.5 py-1.5">
        <legend className="sr-only">{t('logic.answersOf', { label })}</legend>
        {options.length === 0 && <span className="text-sm text-slate-500">{t('logic.noOptions')}</span>}
        {options.map((o) => (
          <label key={o.id} className="flex cursor-pointer items-center gap-1.5 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-emerald-600"
              checked={values.includes(o.id)}
              onChange={(e) =>
                set({
                  ...leaf,
                  value: e.target.checked
                    ? [...values.filter((v) => v !== o.id), o.id]
                    : values.filter((v) => v !== o.id),
                })
              }
            />
            {o.title || o.id}
          </label>
        ))}
      </fieldset>
    );
  } else if ((kind === 'number' || kind === 'text') && list) {
    valueControl = (
      <ListInput
        aria-label={t('logic.valuesOf', { label })}
        numbers={kind === 'number'}
        value={values}
        onChange={(next) => set({ ...leaf, value: next })}
      />
    );
  } else if (kind === 'number') {
    valueControl = (
      <Input
        aria-label={t('logic.numberOf', { label })}
        type="number"
        inputMode="decimal"
        value={typeof leaf.value === 'number' ? String(leaf.value) : ''}
        onChange={(e) => {
          const n = numberInput(e.target.value);
          const { value: _drop, ...rest } = leaf;
          set(n === undefined ? rest : { ...rest, value: n });
        }}
      />
    );
  } else if (kind === 'text') {
    valueControl = (
      <Input
        aria-label={t('logic.textOf', { label })}
        value={typeof leaf.value === 'string' ? leaf.value : ''}
        onChange={(e) => set({ ...leaf, value: e.target.value })}
      />
    );
  } else if (kind === 'boolean') {
    const words = (operand.kind === 'step' && logicOf(operand.step).booleanLabels?.(operand.step)) || {
      yes: t('logic.yes'),
      no: t('logic.no'),
    };
    valueControl = (
      <Select
        aria-label={t('logic.answerOf', { label })}
        value={leaf.value === true ? 'true' : 'false'}
        onChange={(e) => set({ ...leaf, value: e.target.value === 'true' })}
      >
        <option value="true">{words.yes}</option>
        <option value="false">{words.no}</option>
      </Select>
    );
  }

  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2"
      data-testid="condition"
    >
      <div className="flex items-center gap-1.5">
        <Select
          aria-label={t('logic.questionOf', { label })}
          value={current}
          className="min-w-0 flex-1"
          onChange={(e) => fit(withOperand(leaf, e.target.value))}
        >
          {!known && <option value={current}>{t('logic.unknown', { value: current })}</option>}
          {choices.map((c) => (
            <option key={c.value || '(this)'} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0 text-slate-500 hover:text-red-600"
          aria-label={t('logic.remove', { label })}
          disabled={leafCount(ctx.root) <= 1}
          onClick={() => ctx.onChange(removePart(ctx.root, path))}
        >
          <X className="h-4 w-4" />
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[10.5rem_minmax(0,1fr)] sm:pr-[2.625rem]">
        <Select
          aria-label={t('logic.comparisonOf', { label })}
          value={leaf.op}
          onChange={(e) => fit({ ...leaf, op: e.target.value as ConditionOp })}
        >
          {opList.map((op) => (
            <option key={op} value={op}>
              {t(OP_NAMES[op])}
            </option>
          ))}
        </Select>
        <div className="min-w-0">{valueControl}</div>
      </div>
    </div>
  );
}
