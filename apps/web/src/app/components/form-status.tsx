// A form's publishing state as the owner sees it: Draft, Live, or Live with unpublished changes — and a published
// form that takes nobody new as Closed or Full.
import type { FormCounts, FormRecord } from '@forms-engine/contracts';
import { Badge } from '@forms-engine/ui';
import { Ban, CircleDot, PencilLine, Radio, UsersRound } from 'lucide-react';

export type PublishState = 'draft' | 'live' | 'changed';

export function publishState(form: Pick<FormRecord, 'status' | 'hasUnpublishedChanges'>): PublishState {
  if (form.status === 'draft') return 'draft';
  return form.hasUnpublishedChanges ? 'changed' : 'live';
}

const STATE_TITLES: Record<PublishState, string> = {
  draft: 'Draft: not published yet, nobody can open it',
  live: 'Live: respondents get the published version',
  changed: 'Live, with changes that are not published yet',
};

export function FormStatusBadge({
  form,
  availability = 'open',
}: {
  form: Pick<FormRecord, 'status' | 'hasUnpublishedChanges'>;
  /** From the dashboard's counts: a published form past its close date or at its response limit says so. */
  availability?: NonNullable<FormCounts['availability']>;
}) {
  const state = publishState(form);
  if (state !== 'draft' && availability !== 'open')
    return (
      <span
        data-testid="form-status"
        className="inline-flex"
        title={
          availability === 'full'
            ? 'Full: the response limit is reached, new respondents see the closed message'
            : 'Closed: past its close date, new respondents see the closed message'
        }
      >
        <Badge tone="red">
          {availability === 'full' ? (
            <>
              <UsersRound className="h-3 w-3" aria-hidden="true" /> Full
            </>
          ) : (
            <>
              <Ban className="h-3 w-3" aria-hidden="true" /> Closed
            </>
          )}
        </Badge>
      </span>
    );
  return (
    <span data-testid="form-status" className="inline-flex" title={STATE_TITLES[state]}>
      <StateBadge state={state} />
    </span>
  );
}

function StateBadge({ state }: { state: PublishState }) {
  if (state === 'draft')
    return (
      <Badge tone="neutral" className="ring-1 ring-slate-300">
        <PencilLine className="h-3 w-3" aria-hidden="true" /> Draft
      </Badge>
    );
  if (state === 'changed')
    return (
      <Badge tone="amber">
        <CircleDot className="h-3 w-3" aria-hidden="true" /> Unpublished changes
      </Badge>
    );
  return (
    <Badge tone="green">
      <Radio className="h-3 w-3" aria-hidden="true" /> Live
    </Badge>
  );
}
