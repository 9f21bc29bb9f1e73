// The Endings list of the manual editor: tailored final screens rules can lead to (id, title, description).
import type { LogicConfig, LogicIssue, TEnding } from '@forms-engine/model';
import { Field, Input, Textarea } from '@forms-engine/ui';
import { Flag } from 'lucide-react';
import { issuesUnder, newEnding, renameId, withoutItem } from '../../../lib/logic-edit.ts';
import { IdField } from './id-field.tsx';
import { LogicListItem, LogicListPanel } from './logic-list.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useProblemText } from '../../../lib/model-texts.ts';
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
  const { t, tn } = useI18n();
  const problemText = useProblemText();
  const endings = config.endings ?? [];
  const setEnding = (i: number, patch: Partial<TEnding>) =>
    onChange({ ...config, endings: endings.map((e, k) => (k === i ? { ...e, ...patch } : e)) });
  return (
    <LogicListPanel
      headingId="endings-heading"
      icon={<Flag className="h-4 w-4 text-emerald-700" aria-hidden="true" />}
      title={t('endings.title')}
      description={t('endings.description')}
      empty={endings.length === 0}
      emptyText={t('endings.empty')}
      addLabel={t('endings.add')}
      onAdd={() => onChange({ ...config, endings: [...endings, newEnding(config)] })}
    >
      {endings.map((e, i) => {
        const uses = usesOf(config, e.id);
        return (
          <LogicListItem
            key={i}
            testId="ending"
            removeLabel={t('endings.remove', { n: i + 1 })}
            onRemove={() => onChange(withoutItem(config, 'endings', i))}
            head={
              <>
                <IdField
                  id={`ending-${i}-id`}
                  config={config}
                  self={{ kind: 'ending', index: i }}
                  value={e.id}
                  hint={uses > 0 ? tn('endings.usedBy', uses) : t('endings.unused')}
                  onRename={(next) => onChange(renameId(config, { kind: 'ending', index: i }, next))}
                />
                <Field id={`ending-${i}-title`} label={t('builder.title')}>
                  <Input
                    id={`ending-${i}-title`}
                    value={e.title}
                    onChange={(ev) => setEnding(i, { title: ev.target.value })}
                  />
                </Field>
              </>
            }
          >
            <Field id={`ending-${i}-description`} label={t('endings.descriptionLabel')}>
              <Textarea
                id={`ending-${i}-description`}
                rows={2}
                value={e.description ?? ''}
                onChange={(ev) => setEnding(i, { description: ev.target.value })}
              />
            </Field>
            <Problems messages={issuesUnder(issues, ['endings', i], problemText)} />
          </LogicListItem>
        );
      })}
    </LogicListPanel>
  );
}
