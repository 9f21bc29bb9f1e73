// API Access (/api-access): the personal API key (masked, show/hide, copy) and docs of the public API.
import { CopyButton } from '../components/copy-button.tsx';
import {
  API_EXAMPLE_LANGUAGES,
  type ApiEndpointDoc,
  apiExample,
  ICON_MODE_DOCS,
  PUBLIC_API_ENDPOINTS,
  PUBLIC_API_ERRORS,
  PUBLIC_API_NOTES,
} from '@forms-engine/contracts';
import { getApiKey } from '@forms-engine/contracts/client';
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  Input,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@forms-engine/ui';
import { Eye, EyeOff, KeyRound } from 'lucide-react';
import { Page, PageTitle } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { errorText, useApiQuery } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { useState } from 'react';
import { useT } from '../i18n/i18n.tsx';

function Code({ children }: { children: string }) {
  return (
    <pre
      className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: wide code scrolls sideways, so keyboard users must reach it
      tabIndex={0}
    >
      <code>{children}</code>
    </pre>
  );
}

/** cURL / Python / Node examples, generated from the same source as the server's OpenAPI document. */
function ExampleTabs({ id, origin }: { id: ApiEndpointDoc['id']; origin: string }) {
  return (
    <Tabs defaultValue="curl">
      <TabsList className="max-w-xs">
        {API_EXAMPLE_LANGUAGES.map((l) => (
          <TabsTrigger key={l.id} value={l.id}>
            {l.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {API_EXAMPLE_LANGUAGES.map((l) => (
        <TabsContent key={l.id} value={l.id}>
          <Code>{apiExample(l.id, id, { origin })}</Code>
        </TabsContent>
      ))}
    </Tabs>
  );
}

function Params({ rows }: { rows: Array<[string, string, string]> }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
      {rows.map(([name, type, desc]) => (
        <div key={name} className="grid gap-1 px-3 py-2.5 sm:grid-cols-[9rem_11rem_1fr] sm:gap-3">
          <dt className="font-mono text-xs font-semibold text-slate-900 sm:pt-0.5">{name}</dt>
          <dd className="text-xs text-slate-500 sm:pt-0.5">{type}</dd>
          <dd className="text-slate-700">{desc}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ApiAccessPage() {
  const { user } = useAuth();
  const t = useT();
  const [shown, setShown] = useState(false);
  const key = useApiQuery(getApiKey, undefined, { enabled: !!user });
  const apiKey = key.data?.apiKey ?? '';
  const origin = window.location.origin;

  return (
    <Page>
      <BackLink />
      <PageTitle title={t('api.title')} description={t('api.description')} />
      <Card>
        <CardHeader title={t('api.key')} description={t('api.keyText')} />
        <CardBody>
          {key.isLoading ? (
            <Spinner />
          ) : key.isError ? (
            <p className="text-sm text-red-600">{errorText(key.error)}</p>
          ) : (
            <div className="flex gap-2">
              <div className="relative flex-1">
                <KeyRound
                  className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
                  aria-hidden="true"
                />
                <Input
                  readOnly
                  aria-label={t('api.keyLabel')}
                  type={shown ? 'text' : 'password'}
                  value={apiKey}
                  className="pl-9 font-mono text-xs"
                />
              </div>
              <Button
                variant="outline"
                size="icon"
                aria-label={shown ? t('api.hideKey') : t('api.showKey')}
                onClick={() => setShown((s) => !s)}
              >
                {shown ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
              </Button>
              <CopyButton
                text={apiKey}
                label={t('api.copyKey')}
                disabled={!apiKey}
                success={{ title: t('api.keyCopied') }}
                failure={{ title: t('common.error'), description: t('api.copyFailed') }}
              />
            </div>
          )}
        </CardBody>
      </Card>

      {PUBLIC_API_ENDPOINTS.map((e) => (
        <Card key={e.id} className="mt-6">
          <CardHeader title={`${e.method} ${e.path}`} description={e.description} />
          <CardBody className="flex flex-col gap-4">
            <Params
              rows={e.parameters.map((p) => [
                p.name,
                `${p.type}${p.required ? `, ${t('api.required')}` : ''}`,
                p.default !== undefined ? `${p.description} (default "${p.default}")` : p.description,
              ])}
            />
            <ExampleTabs id={e.id} origin={origin} />
            <h3 className="text-sm font-semibold text-slate-900">{t('api.response')}</h3>
            <p className="text-sm text-slate-600">{e.responseDescription}</p>
            <Code>{JSON.stringify(e.exampleResponse, null, 2)}</Code>
          </CardBody>
        </Card>
      ))}

      <Card className="mt-6">
        <CardHeader title={t('api.iconModes')} />
        <CardBody>
          <Params rows={ICON_MODE_DOCS.map((m) => [m.mode, 'icon_mode', m.description])} />
          <p className="mt-3 text-sm text-slate-700">
            <code className="font-mono">color</code> {t('api.colorNote')}
          </p>
        </CardBody>
      </Card>

      <Card className="mt-6">
        <CardHeader title={t('api.notes')} />
        <CardBody className="flex flex-col gap-4 text-sm text-slate-700">
          <ul className="list-disc space-y-1 pl-5">
            {PUBLIC_API_NOTES.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <Params rows={PUBLIC_API_ERRORS.map((e) => [String(e.status), 'error', e.meaning])} />
          <p>
            {t('api.openApi')}{' '}
            <a className="text-emerald-700 underline" href="/api/docs">
              /api/docs
            </a>
            .
          </p>
        </CardBody>
      </Card>
    </Page>
  );
}
