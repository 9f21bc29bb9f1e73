// The frame shared by the editor's list panels (endings, calculations): a card with its heading and the Add
// button, and one bordered row per item with its id and name side by side and a Remove button.
import { Button, Card, CardBody, CardHeader } from '@forms-engine/ui';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

export function LogicListPanel({
  headingId,
  icon,
  title,
  description,
  empty,
  emptyText,
  addLabel,
  onAdd,
  children,
  after,
}: {
  headingId: string;
  icon: ReactNode;
  title: string;
  description: string;
  /** No items yet: `emptyText` stands where the rows would. */
  empty: boolean;
  emptyText: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
  /** Below the Add button (the calculations' sample answers). */
  after?: ReactNode;
}) {
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader
        title={
          <span id={headingId} className="flex items-center gap-2">
            {icon} {title}
          </span>
        }
        description={description}
      />
      <CardBody className="flex flex-col gap-3">
        {empty && <p className="text-sm text-slate-500">{emptyText}</p>}
        {children}
        <Button variant="outline" size="sm" className="self-start" onClick={onAdd}>
          <Plus className="h-4 w-4" /> {addLabel}
        </Button>
        {after}
      </CardBody>
    </Card>
  );
}

export function LogicListItem({
  testId,
  removeLabel,
  onRemove,
  head,
  children,
}: {
  testId: string;
  removeLabel: string;
  onRemove: () => void;
  /** The id field and the name field, in two columns from the small breakpoint on. */
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3"
      data-testid={testId}
    >
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">{head}</div>
        <Button
          variant="ghost"
          size="icon"
          className="mt-6 text-slate-500 hover:text-red-600"
          aria-label={removeLabel}
          onClick={onRemove}
        >
          <Trash2 className="h-4 w-4" />
        </Button>
      </div>
      {children}
    </div>
  );
}
