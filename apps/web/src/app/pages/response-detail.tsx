// One response (/forms/{id}/responses/{responseId}): every answer under its question, the upload to download, the
// address on a map, session facts, calculations and hidden fields; Previous/Next (buttons, ← →, K J) walk the list;
// Mark as spam (or Not spam) and Delete, after a confirmation that says it is final.
import type { ApiInput, ResponseDetail } from '@forms-engine/contracts';
import {
  answerColumns,
  type AnswerItem,
  answerItems,
  collectColumns,
  documentPath,
  hiddenFields,
  isIncomplete,
  outcomeColumns,
  formVerification,
  verifiedLabel,
  respondentOf,
  type TCalculation,
  type TEnding,
} from '@forms-engine/model';
import { type ContractOf, getResponse } from '@forms-engine/contracts/client';
import {
  Badge,
  Button,
  buttonClass,
  Card,
  CardBody,
  CardHeader,
  Dialog,
  DialogClose,
  DialogContent,
  Spinner,
  useToast,
} from '@forms-engine/ui';
import { keepPreviousData } from '@tanstack/react-query';
import {
  AlertCircle,
  ChevronLeft,
  ChevronRight,
  Download,
  ExternalLink,
  FileText,
  Mail,
  MapPin,
  Phone,
  ShieldAlert,
  ShieldCheck,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Page } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { ApiError, errorText, userMessage, useApiQuery } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { verifiedText, withOwnerHeaders } from '../lib/column-headers.ts';
import { useI18n, useT } from '../i18n/i18n.tsx';
import type { Translate, TranslateCount } from '../i18n/languages.ts';
import { formatDateTime, rawSteps, useForm } from '../lib/forms.ts';
import { useDeleteResponse, useMarkSpam } from '../lib/lead-removal.ts';

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / 1024 / 102.4) / 10} MB`;
}

/** "4 min 12 s", "2 h 5 min", "3 days": how long the respondent took. */
function duration(fromIso: string, toIso: string, tn: TranslateCount): string {
  const s = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));
  if (!Number.isFinite(s)) return '';
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  if (s < 86_400)
    return `${Math.floor(s / 3600)} h${Math.floor((s % 3600) / 60) ? ` ${Math.floor((s % 3600) / 60)} min` : ''}`;
  const days = Math.floor(s / 86_400);
  return tn('detail.days', days);
}

function FileAnswer({ item, detail }: { item: AnswerItem; detail: ResponseDetail }) {
  const t = useT();
  if (!item.file) return <p className="text-sm text-slate-500 italic">{t('detail.noFile')}</p>;
  const stored = detail.files[item.file.documentId];
  const href = documentPath(item.file.documentId);
  if (!stored)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <FileText className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="break-all">{item.file.name}</span>
        <span className="text-slate-500">{t('detail.fileGone')}</span>
      </p>
    );
  const image = stored.mimeType.startsWith('image/');
  return (
    <div className="flex flex-col gap-3">
      {image && (
        <a
          href={href}
          target="_blank"
          rel="noreferrer"
          className="block w-fit overflow-hidden rounded-lg border border-slate-200 bg-slate-50 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
        >
          <img
            src={href}
            alt={t('detail.uploaded', { name: item.file.name })}
            className="max-h-72 w-auto max-w-full object-contain"
            loading="lazy"
          />
        </a>
      )}
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50/60 px-3 py-2.5">
        <FileText className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900" title={item.file.name}>
            {item.file.name}
          </p>
          <p className="text-xs text-slate-500">
            {fileSize(stored.size)}
            {stored.name !== item.file.name && t('detail.downloadsAs', { name: stored.name })}
          </p>
        </div>
        <a
          href={href}
          download={stored.name}
          className={buttonClass('outline', 'sm')}
          aria-label={t('detail.downloadName', { name: item.file.name })}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> {t('detail.download')}
        </a>
      </div>
    </div>
  );
}

function PlaceAnswer({ item }: { item: AnswerItem }) {
  const t = useT();
  const place = item.place;
  if (!place) return <p className="text-sm whitespace-pre-wrap text-slate-900">{item.text}</p>;
  const point = place.lat !== undefined && place.lng !== undefined ? `${place.lat},${place.lng}` : null;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
        <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span>{place.address}</span>
        {place.inServiceArea === false && <Badge tone="amber">{t('detail.outsideArea')}</Badge>}
      </p>
      {point && (
        <img
          src={`/api/staticmap?center=${point}&zoom=14&size=640x260&markers=${point}`}
          alt={t('detail.map', { address: place.address })}
          width={640}
          height={260}
          className="aspect-[64/26] w-full max-w-xl rounded-lg border border-slate-200 bg-slate-100 object-cover"
          loading="lazy"
        />
      )}
      <a
        href={
          point
            ? `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=16/${place.lat}/${place.lng}`
            : `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.address)}`
        }
        target="_blank"
        rel="noreferrer"
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-emerald-700 hover:underline"
      >
        {t('detail.openMap')} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      </a>
    </div>
  );
}

function Answer({ item, detail }: { item: AnswerItem; detail: ResponseDetail }) {
  if (item.takesFiles) return <FileAnswer item={item} detail={detail} />;
  if (item.place) return <PlaceAnswer item={item} />;
  if (item.parts.length > 0)
    return (
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {item.parts.map((p) => (
          <div key={p.key} className="contents">
            <dt className="text-slate-500">{p.label}</dt>
            <dd className="break-words text-slate-900">
              {p.href ? (
                <a href={p.href} className="text-emerald-700 hover:underline">
                  {p.text}
                </a>
              ) : (
                p.text
              )}
            </dd>
          </div>
        ))}
      </dl>
    );
  return <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{item.text}</p>;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="flex flex-col gap-2.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt className="shrink-0 text-slate-500">{label}</dt>
          <dd className="min-w-0 text-right break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function loadError(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('detail.notFound');
    if (error.status === 403) return t('detail.noAccess');
    return t('detail.loadFailedWith', { error: errorText(error) });
  }
  return t('detail.loadFailed');
}

/** Typing in a field keeps its keys; everywhere else ← → and K J move between responses. */
function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return (
    el.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) ||
    el.closest('[role="dialog"]') !== null
  );
}

/**
 * Mark as spam / Not spam, and Delete after a confirmation saying it is final; a deleted response leaves for the list.
 */
function ResponseActions({
  formId,
  detail,
  who,
  listHref,
}: {
  formId: string;
  detail: ResponseDetail;
  /** The respondent's name or e-mail address, when the answers hold one. */
  who: string | null;
  listHref: string;
}) {
  const { toast } = useToast();
  const t = useT();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResponse(formId);
  const spam = useMarkSpam(formId);
  const toggleSpam = () =>
    spam.mutate(
      { responseId: detail.id, spam: !detail.spam },
      {
        onSuccess: (r) =>
          toast(
            r.spam
              ? {
                  title: t('detail.markedSpam'),
                  description: t('detail.markedSpamText'),
                }
              : {
                  title: t('detail.unmarked'),
                  description: t('detail.unmarkedText'),
                },
          ),
        onError: (e) =>
          toast({
            title: t('detail.spamFailed'),
            description: userMessage(e, t('detail.tryAgain')),
          }),
      },
    );
  const confirmDelete = () =>
    remove.mutate(detail.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t('detail.deleted'),
          description: who ? t('detail.deletedFrom', { who }) : t('detail.deletedText'),
        });
        navigate(listHref);
      },
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={toggleSpam} disabled={spam.isPending}>
        {detail.spam ? (
          <>
            <ShieldCheck className="h-4 w-4" aria-hidden="true" /> {t('detail.notSpam')}
          </>
        ) : (
          <>
            <ShieldAlert className="h-4 w-4" aria-hidden="true" /> {t('detail.markSpam')}
          </>
        )}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('detail.delete')}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={t('detail.deleteTitle')}
          description={who ? t('detail.deleteTextFrom', { who }) : t('detail.deleteText')}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
                {remove.isPending ? t('detail.deleting') : t('detail.deleteForGood')}
              </Button>
            </>
          }
        >
          {remove.isError && (
            <p role="alert" className="text-sm text-red-600">
              {userMessage(remove.error, t('detail.deleteFailed'))}
            </p>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

export function ResponseDetailPage({ id, responseId }: { id: string; responseId: string }) {
  const { user } = useAuth();
  const { t, tn, language } = useI18n();
  const form = useForm(id);
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = search ? `?${search}` : '';
  // The list's filters travel in the address; the server checks them like the list's own query.
  const filters = Object.fromEntries(new URLSearchParams(search)) as ApiInput<
    ContractOf<typeof getResponse>
  >['query'];
  const detail = useApiQuery(
    getResponse,
    { params: { id, responseId }, query: filters },
    { enabled: !!user && !!id, placeholderData: keepPreviousData },
  );
  const d = detail.data;
  const steps = useMemo(() => rawSteps(form.data?.config), [form.data]);
  // Shown when the form offers verification (an unverified lead is flagged) or the lead verified something.
  const verification = useMemo(
    () =>
      d?.verified
        ? verifiedText(verifiedLabel(d.verified, formVerification(steps) !== null), t) || null
        : null,
    [d, steps],
  );
  const answers = d ? (d.response ?? d.temp_response ?? {}) : {};
  const items = useMemo(
    () =>
      d ? answerItems(steps, d.response ?? d.temp_response ?? {}, d.labels ?? {}, form.data?.language) : [],
    [d, steps, form.data?.language],
  );
  const respondent = useMemo(
    () => (d ? respondentOf(answerColumns(steps, collectColumns([d]), { labels: d.labels ?? {} }), d) : null),
    [d, steps],
  );
  const outcomes = useMemo(() => {
    if (!d) return [];
    const config = form.data?.config as { calculations?: TCalculation[]; endings?: TEnding[] } | undefined;
    // Hidden fields have their own card below; Verified is a row of the session card.
    return withOwnerHeaders(outcomeColumns([d], config, form.data?.language ?? 'en'), t).filter(
      (c) => !c.id.startsWith('hidden:') && c.id !== 'verified' && c.cell(d),
    );
  }, [d, form.data, t]);
  const hidden = hiddenFields(answers);
  const listHref = `/forms/${id}/responses${query}`;
  const hrefOf = (other: number) => `/forms/${id}/responses/${other}${query}`;
  const previous = d?.neighbours.previous ?? null;
  const next = d?.neighbours.next ?? null;

  // Keyboard: ← or K for the previous (newer) response, → or J for the next (older) one.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      const target =
        e.key === 'ArrowLeft' || e.key === 'k'
          ? previous
          : e.key === 'ArrowRight' || e.key === 'j'
            ? next
            : null;
      if (target === null) return;
      e.preventDefault();
      navigate(hrefOf(target));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // Moving to another response puts focus on its heading, so a screen reader announces it.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!d || String(d.id) !== responseId) return;
    if (shown.current !== null && shown.current !== responseId) heading.current?.focus();
    shown.current = responseId;
  }, [d, responseId]);

  const incomplete = d ? isIncomplete(d) : false;
  // The owner's number for the lead (as in the table and the e-mails); an unfinished response has only its id.
  const number = d
    ? d.lead_no
      ? t('detail.lead', { n: d.lead_no })
      : t('detail.response', { n: d.id })
    : t('detail.responseWord');
  const title = respondent?.name || respondent?.email || number;

  return (
    <Page wide>
      <BackLink href={listHref}>{t('detail.back')}</BackLink>
      {detail.isLoading && (
        <div className="flex justify-center py-20">
          <Spinner className="h-7 w-7" label={t('detail.loading')} />
        </div>
      )}
      {detail.isError && !d && (
        <div
          role="alert"
          className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700"
        >
          <AlertCircle className="h-4 w-4 shrink-0" /> {loadError(detail.error, t)}
        </div>
      )}
      {d && (
        <>
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <div className="mb-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
                <span className="font-medium text-slate-700" data-testid="lead-number">
                  {number}
                </span>
                {incomplete ? (
                  <Badge tone="amber">{t('responses.incomplete')}</Badge>
                ) : (
                  <Badge tone="green">{t('responses.complete')}</Badge>
                )}
                {d.spam && <Badge tone="red">Spam</Badge>}
                {form.data && <span className="truncate">· {form.data.label}</span>}
              </div>
              <h1
                ref={heading}
                tabIndex={-1}
                className="text-2xl font-semibold tracking-tight break-words text-slate-900 focus:outline-none sm:text-3xl"
              >
                {title}
              </h1>
              {respondent && (respondent.email || respondent.phone) && (
                <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="respondent-contact">
                  {respondent.email && respondent.emailHref && (
                    <a
                      href={respondent.emailHref}
                      className="inline-flex items-center gap-1.5 text-emerald-700 hover:underline"
                    >
                      <Mail className="h-4 w-4" aria-hidden="true" /> {respondent.email}
                    </a>
                  )}
                  {respondent.phone &&
                    (respondent.phoneHref ? (
                      <a
                        href={respondent.phoneHref}
                        className="inline-flex items-center gap-1.5 text-emerald-700 hover:underline"
                      >
                        <Phone className="h-4 w-4" aria-hidden="true" /> {respondent.phone}
                      </a>
                    ) : (
                      <span className="inline-flex items-center gap-1.5 text-slate-700">
                        <Phone className="h-4 w-4 text-slate-400" aria-hidden="true" /> {respondent.phone}
                      </span>
                    ))}
                </div>
              )}
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:items-end">
              <nav aria-label={t('detail.others')} className="flex shrink-0 items-center gap-2">
                <NavButton
                  href={previous === null ? null : hrefOf(previous)}
                  label={t('detail.previousResponse')}
                  keys="ArrowLeft k"
                >
                  <ChevronLeft className="h-4 w-4" aria-hidden="true" /> {t('detail.previous')}
                </NavButton>
                {d.neighbours.position !== null && (
                  <span className="px-1 text-sm whitespace-nowrap text-slate-500 tabular-nums">
                    {t('detail.position', {
                      position: d.neighbours.position.toLocaleString(language),
                      total: d.neighbours.total.toLocaleString(language),
                    })}
                  </span>
                )}
                <NavButton
                  href={next === null ? null : hrefOf(next)}
                  label={t('detail.nextResponse')}
                  keys="ArrowRight j"
                >
                  {t('detail.next')} <ChevronRight className="h-4 w-4" aria-hidden="true" />
                </NavButton>
              </nav>
              <ResponseActions
                formId={id}
                detail={d}
                who={respondent?.name || respondent?.email || null}
                listHref={listHref}
              />
            </div>
          </div>

          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <Card>
              <CardHeader
                title={t('detail.answers')}
                description={items.length === 0 ? undefined : tn('detail.answered', items.length)}
              />
              {items.length === 0 ? (
                <CardBody>
                  <p className="text-sm text-slate-500">{t('detail.noAnswers')}</p>
                </CardBody>
              ) : (
                <ol className="divide-y divide-slate-100" aria-label={t('detail.answers')}>
                  {items.map((item) => (
                    <li key={item.question} className="px-5 py-4">
                      <h2 className="mb-1.5 text-sm font-medium text-slate-500">
                        {item.number !== undefined && (
                          <span className="mr-1.5 text-slate-500 tabular-nums">{item.number}.</span>
                        )}
                        {item.question}
                        {item.number === undefined && (
                          <span className="ml-2 text-xs font-normal text-slate-500">
                            {t('detail.removed')}
                          </span>
                        )}
                      </h2>
                      <Answer item={item} detail={d} />
                    </li>
                  ))}
                </ol>
              )}
            </Card>

            <div className="flex flex-col gap-6">
              <Card>
                <CardHeader title={t('detail.session')} />
                <CardBody>
                  <Facts
                    rows={[
                      [t('detail.status'), incomplete ? t('responses.incomplete') : t('responses.complete')],
                      [t('detail.started'), formatDateTime(d.started_at, language)],
                      d.submitted_at
                        ? [t('detail.submitted'), formatDateTime(d.submitted_at, language)]
                        : [t('detail.lastActivity'), formatDateTime(d.updated_at ?? d.created_at, language)],
                      ...(d.submitted_at
                        ? ([[t('detail.timeToComplete'), duration(d.started_at, d.submitted_at, tn)]] as [
                            string,
                            string,
                          ][])
                        : []),
                      ...(d.session_no !== null && d.session_no !== undefined
                        ? ([[t('detail.session'), `#${d.session_no}`]] as [string, string][])
                        : []),
                      [
                        t('detail.source'),
                        d.source === 'generic' ? t('detail.apiSubmission') : t('detail.form'),
                      ],
                      ...(verification ? ([[t('detail.verified'), verification]] as [string, string][]) : []),
                    ]}
                  />
                </CardBody>
              </Card>
              {outcomes.length > 0 && (
                <Card>
                  <CardHeader title={t('detail.outcome')} />
                  <CardBody>
                    <Facts rows={outcomes.map((c) => [c.header, c.cell(d)])} />
                  </CardBody>
                </Card>
              )}
              {hidden.length > 0 && (
                <Card>
                  <CardHeader title={t('detail.hidden')} description={t('detail.hiddenText')} />
                  <CardBody>
                    <Facts
                      rows={hidden.map((h) => [
                        h.name,
                        <span key={h.name} className="font-mono text-xs">
                          {h.value}
                        </span>,
                      ])}
                    />
                  </CardBody>
                </Card>
              )}
            </div>
          </div>
          <p className="mt-6 hidden text-xs text-slate-500 sm:block">{t('detail.tip')}</p>
        </>
      )}
    </Page>
  );
}

function NavButton({
  href,
  label,
  keys,
  children,
}: {
  href: string | null;
  label: string;
  keys: string;
  children: ReactNode;
}) {
  if (href === null)
    return (
      <span aria-disabled="true" className={buttonClass('outline', 'sm', 'cursor-not-allowed opacity-50')}>
        {children}
      </span>
    );
  return (
    <Link href={href} aria-label={label} aria-keyshortcuts={keys} className={buttonClass('outline', 'sm')}>
      {children}
    </Link>
  );
}
