// The Endings list of the manual editor: tailored final screens rules can lead to (id, title, description).
import type { LogicConfig, LogicIssue, TEnding } from '@forms-engine/forms';
import { Button, Card, CardBody, CardHeader, Field, Input, Textarea } from '@forms-engine/ui';
import { Flag, Plus, Trash2 } from 'lucide-react';
import { issuesUnder, newEnding, renameId, withoutItem } from '../../../logic/logic-edit.ts';
import { IdField } from './id-field.tsx';
import { Problems } from './problems.tsx';

/** How many rules and "otherwise" targets lead to an ending (shown so a removal is not a surprise). */
function usesOf(config: LogicConfig, id: string): number {
  return config.steps.reduce(
    (n, s) => n + (s.logic ?? []).filter((r) => r.goTo === id).length + (s.otherwise === id ? 1 : 0),
    0,
  );
}

export function EndingsPanel<C extends LogicConfig>({
  config,
  issues,
  onChange,
}: {
  config: C;
  issues: readonly LogicIssue[];
  onChange: (next: C) => void;
}) {
  const endings = config.endings ?? [];
  const setEnding = (i: number, patch: Partial<TEnding>) =>
    onChange({ ...config, endings: endings.map((e, k) => (k === i ? { ...e, ...patch } : e)) });
  return (
    <Card aria-labelledby="endings-heading" role="region">
      <CardHeader
        title={
          <span id="endings-heading" className="flex items-center gap-2">
            <Flag className="h-4 w-4 text-emerald-700" aria-hidden="true" /> Endings
          </span>
        }
        description="Final screens a rule can lead to instead of the thank-you screen. The response is still saved, with the ending it reached."
      />
      <CardBody className="flex flex-col gap-3">
        {endings.length === 0 && <p className="text-sm text-slate-500">No endings yet.</p>}
        {endings.map((e, i) => {
          const uses = usesOf(config, e.id);
          return (
            <div
              key={i}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3"
              data-testid="ending"
            >
              <div className="flex items-start gap-2">
                <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
                  <IdField
                    id={`ending-${i}-id`}
                    config={config}
                    self={{ kind: 'ending', index: i }}
                    value={e.id}
                    hint={
                      uses > 0 ? `Used by ${uses} rule${uses === 1 ? '' : 's'}.` : 'Not used by a rule yet.'
                    }
                    onRename={(next) => onChange(renameId(config, { kind: 'ending', index: i }, next))}
                  />
                  <Field id={`ending-${i}-title`} label="Title">
                    <Input
                      id={`ending-${i}-title`}
                      value={e.title}
                      onChange={(ev) => setEnding(i, { title: ev.target.value })}
                    />
                  </Field>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-6 text-slate-500 hover:text-red-600"
                  aria-label={`Remove ending ${i + 1}`}
                  onClick={() => onChange(withoutItem(config, 'endings', i))}
                >
                  <Trash2 className="h-4 w-4" />
                </Button>
              </div>
              <Field id={`ending-${i}-description`} label="Description">
                <Textarea
                  id={`ending-${i}-description`}
                  rows={2}
                  value={e.description ?? ''}
                  onChange={(ev) => setEnding(i, { description: ev.target.value })}
                />
              </Field>
              <Problems messages={issuesUnder(issues, ['endings', i])} />
            </div>
          );
        })}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onChange({ ...config, endings: [...endings, newEnding(config)] })}
        >
          <Plus className="h-4 w-4" /> Add ending
        </Button>
      </CardBody>
    </Card>
  );
}
