// A form's publishing state as the owner sees it: Draft, Live, or Live with unpublished changes.
import type { FormRecord } from '@forms-engine/contracts';
import { Badge } from '@forms-engine/ui';
import { CircleDot, PencilLine, Radio } from 'lucide-react';

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

export function FormStatusBadge({ form }: { form: Pick<FormRecord, 'status' | 'hasUnpublishedChanges'> }) {
  return (
    <span data-testid="form-status" className="inline-flex" title={STATE_TITLES[publishState(form)]}>
      <StateBadge state={publishState(form)} />
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
