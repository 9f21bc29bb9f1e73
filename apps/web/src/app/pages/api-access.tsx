// API Access (/api-access): the personal API key (masked, show/hide, copy) and docs of the public API.
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
  useToast,
} from '@forms-engine/ui';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Eye, EyeOff, KeyRound } from 'lucide-react';
import { Page, PageTitle } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { api, errorText } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { copyText } from '../lib/clipboard.ts';
import { useCopiedMark } from '../lib/hooks.ts';
import { useState } from 'react';

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

function examples(origin: string, key: string, path: string, body: Record<string, string>) {
  const json = JSON.stringify(body);
  const pretty = JSON.stringify(body, null, 2);
  return {
    curl: `curl -X POST ${origin}${path} \\
  -H "Authorization: Bearer ${key}" \\
  -H "Content-Type: application/json" \\
  -d '${json}'`,
    python: `import requests

response = requests.post(
    "${origin}${path}",
    headers={"Authorization": "Bearer ${key}"},
    json=${pretty.replace(/\n/g, '\n    ')},
)
print(response.json())`,
    node: `const response = await fetch("${origin}${path}", {
  method: "POST",
  headers: {
    Authorization: "Bearer ${key}",
    "Content-Type": "application/json",
  },
  body: JSON.stringify(${pretty.replace(/\n/g, '\n  ')}),
});
console.log(await response.json());`,
  };
}

function ExampleTabs({ ex }: { ex: ReturnType<typeof examples> }) {
  return (
    <Tabs defaultValue="curl">
      <TabsList className="max-w-xs">
        <TabsTrigger value="curl">cURL</TabsTrigger>
        <TabsTrigger value="python">Python</TabsTrigger>
        <TabsTrigger value="node">Node</TabsTrigger>
      </TabsList>
      <TabsContent value="curl">
        <Code>{ex.curl}</Code>
      </TabsContent>
      <TabsContent value="python">
        <Code>{ex.python}</Code>
      </TabsContent>
      <TabsContent value="node">
        <Code>{ex.node}</Code>
      </TabsContent>
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
  const { toast } = useToast();
  const [shown, setShown] = useState(false);
  const [copied, markCopied] = useCopiedMark();
  const key = useQuery({
    queryKey: ['/api/dev/generate-api-key'],
    queryFn: () => api<{ apiKey: string }>('GET', '/api/dev/generate-api-key'),
    enabled: !!user,
  });
  const apiKey = key.data?.apiKey ?? '';
  const origin = window.location.origin;
  const shownKey = 'YOUR_API_KEY';
  const generate = examples(origin, shownKey, '/api/generate-form', {
    prompt: 'A contact form for a plumbing company',
  });
  const createUrl = examples(origin, shownKey, '/api/create-form-url', {
    prompt: 'A lead form for solar panel installation',
    label: 'solar-leads',
    domain: 'example.com',
    language: 'en',
    icon_mode: 'lucide',
    color: '#10b981',
  });

  return (
    <Page>
      <BackLink />
      <PageTitle
        title="API Access"
        description="Generate forms from your own code with a personal API key."
      />
      <Card>
        <CardHeader title="Your API Key" description="Send it as a bearer token. Keep it secret." />
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
                  aria-label="API key"
                  type={shown ? 'text' : 'password'}
                  value={apiKey}
                  className="pl-9 font-mono text-xs"
                />
              </div>
              <Button
                variant="outline"
                size="icon"
                aria-label={shown ? 'Hide API key' : 'Show API key'}
                onClick={() => setShown((s) => !s)}
              >
                {shown ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label="Copy API key"
                disabled={!apiKey}
                onClick={async () => {
                  try {
                    await copyText(apiKey);
                    markCopied();
                    toast({ title: 'API Key Copied' });
                  } catch {
                    toast({
                      title: 'Error',
                      description: 'Failed to copy to clipboard',
                      variant: 'destructive',
                    });
                  }
                }}
              >
                {copied ? <Check className="h-4 w-4 text-emerald-600" /> : <Copy className="h-4 w-4" />}
              </Button>
            </div>
          )}
        </CardBody>
      </Card>

      <Card className="mt-6">
        <CardHeader
          title="POST /api/generate-form"
          description="Returns the generated form configuration JSON. Costs 1 credit."
        />
        <CardBody className="flex flex-col gap-4">
          <Params rows={[['prompt', 'string, required', 'What the form should ask, in plain words.']]} />
          <ExampleTabs ex={generate} />
          <h3 className="text-sm font-semibold text-slate-900">Response</h3>
          <Code>{`{
  "steps": [ { "type": "tiles", "title": "...", "options": [ ... ] }, ... ],
  "theme": { "colors": { "primary": "#10b981" } },
  "ui": { ... },
  "submission": { ... }
}`}</Code>
        </CardBody>
      </Card>

      <Card className="mt-6">
        <CardHeader
          title="POST /api/create-form-url"
          description="Generates and publishes a form, returning its embed URL. Costs 1 credit."
        />
        <CardBody className="flex flex-col gap-4">
          <Params
            rows={[
              ['prompt', 'string, required', 'What the form should ask, in plain words.'],
              ['label', 'string', 'Form label, part of the embed URL (default "Untitled Form").'],
              ['domain', 'string', 'Domain identifier, part of the embed URL (default empty).'],
              ['language', '"en" | "de"', 'Language of the form texts (default "en").'],
              [
                'icon_mode',
                '"lucide" | "emoji" | "none"',
                'lucide shows line icons (default), emoji shows emoji, none hides icons.',
              ],
              ['color', 'hex string', 'Theme colour such as #10b981 (default #10b981).'],
            ]}
          />
          <ExampleTabs ex={createUrl} />
          <h3 className="text-sm font-semibold text-slate-900">Response</h3>
          <Code>{`{
  "url": "${origin}/embed?language=en&label=solar-leads&domain=example.com",
  "formId": 42,
  "language": "en",
  "label": "solar-leads",
  "domain": "example.com",
  "iconMode": "lucide",
  "color": "#10b981"
}`}</Code>
        </CardBody>
      </Card>

      <Card className="mt-6">
        <CardHeader title="Notes and error codes" />
        <CardBody className="flex flex-col gap-4 text-sm text-slate-700">
          <ul className="list-disc space-y-1 pl-5">
            <li>Each generation costs 1 credit; credits never expire.</li>
            <li>The combination of language, label and domain must be unique across your forms.</li>
            <li>Embed the returned URL in an iframe or share it as a link.</li>
          </ul>
          <Params
            rows={[
              ['400', 'Bad Request', 'Invalid request or parameters (e.g. missing prompt, bad colour).'],
              ['401', 'Unauthorized', 'Invalid or missing API key.'],
              ['402', 'Payment Required', 'Insufficient credits.'],
              ['409', 'Conflict', 'A form with this language, label and domain already exists.'],
              ['500', 'Server Error', 'Something went wrong on our side; try again.'],
            ]}
          />
        </CardBody>
      </Card>
    </Page>
  );
}
