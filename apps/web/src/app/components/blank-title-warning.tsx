// The warning Publish shows first when a question has no title (respondents would see an empty heading).
import { Button } from '@forms-engine/ui';
import { useI18n } from '../i18n/i18n.tsx';
import { rawSteps } from '../lib/forms.ts';

/** Questions without a title (1-based), in order. */
export function blankTitleSteps(config: unknown): number[] {
  return rawSteps(config).flatMap((s, i) => {
    const title = (s as { title?: unknown } | null)?.title;
    return typeof title === 'string' && title.trim() ? [] : [i + 1];
  });
}

export function BlankTitleWarning({
  steps,
  onCancel,
  onPublishAnyway,
  className = '',
}: {
  steps: number[];
  onCancel: () => void;
  onPublishAnyway: () => void;
  className?: string;
}) {
  const { t, tn } = useI18n();
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center gap-3 border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 ${className}`}
    >
      <p className="min-w-0 flex-1">
        {tn('builder.blankTitles', steps.length, { questions: steps.join(', ') })}
      </p>
      <Button variant="outline" size="sm" onClick={onCancel}>
        {t('builder.addTitlesFirst')}
      </Button>
      <Button size="sm" onClick={onPublishAnyway}>
        {t('builder.publishAnyway')}
      </Button>
    </div>
  );
}
