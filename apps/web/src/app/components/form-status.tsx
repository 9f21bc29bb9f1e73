// A form's publishing state as the owner sees it: Draft, Live, or Live with unpublished changes — and a published
// form that takes nobody new as Closed or Full.
import type { FormCounts, FormRecord } from '@forms-engine/contracts';
import { Badge } from '@forms-engine/ui';
import { Ban, CircleDot, PencilLine, Radio, UsersRound } from 'lucide-react';
import { useT } from '../i18n/i18n.tsx';
import type { MessageKey } from '../i18n/en.ts';

export type PublishState = 'draft' | 'live' | 'changed';

export function publishState(form: Pick<FormRecord, 'status' | 'hasUnpublishedChanges'>): PublishState {
  if (form.status === 'draft') return 'draft';
  return form.hasUnpublishedChanges ? 'changed' : 'live';
}

const STATE_TITLES = {
  draft: 'status.draftTitle',
  live: 'status.liveTitle',
  changed: 'status.changedTitle',
} as const satisfies Record<PublishState, MessageKey>;

export function FormStatusBadge({
  form,
  availability = 'open',
}: {
  form: Pick<FormRecord, 'status' | 'hasUnpublishedChanges'>;
  /** From the dashboard's counts: a published form past its close date or at its response limit says so. */
  availability?: NonNullable<FormCounts['availability']>;
}) {
  const t = useT();
  const state = publishState(form);
  if (state !== 'draft' && availability !== 'open')
    return (
      <span
        data-testid="form-status"
        className="inline-flex"
        title={availability === 'full' ? t('status.fullTitle') : t('status.closedTitle')}
      >
        <Badge tone="red">
          {availability === 'full' ? (
            <>
              <UsersRound className="h-3 w-3" aria-hidden="true" /> {t('status.full')}
            </>
          ) : (
            <>
              <Ban className="h-3 w-3" aria-hidden="true" /> {t('status.closed')}
            </>
          )}
        </Badge>
      </span>
    );
  return (
    <span data-testid="form-status" className="inline-flex" title={t(STATE_TITLES[state])}>
      <StateBadge state={state} />
    </span>
  );
}

function StateBadge({ state }: { state: PublishState }) {
  const t = useT();
  if (state === 'draft')
    return (
      <Badge tone="neutral" className="ring-1 ring-slate-300">
        <PencilLine className="h-3 w-3" aria-hidden="true" /> {t('status.draft')}
      </Badge>
    );
  if (state === 'changed')
    return (
      <Badge tone="amber">
        <CircleDot className="h-3 w-3" aria-hidden="true" /> {t('status.changed')}
      </Badge>
    );
  return (
    <Badge tone="green">
      <Radio className="h-3 w-3" aria-hidden="true" /> {t('status.live')}
    </Badge>
  );
}
