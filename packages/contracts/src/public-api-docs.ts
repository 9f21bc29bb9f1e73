// The public (bearer-key) API in one place: request schemas, parameters, error codes and the cURL/Python/Node
// examples — the server's OpenAPI document, its /api/docs page and the owner's API Access page all render this.
import { z } from 'zod';
import { DEFAULT_FORM_COLOR, ICON_MODES, LANGUAGES } from '@forms-engine/model';
import { ZHexColor } from './forms.types.ts';

export const API_KEY_PREFIX = 'fe_live_';
export const PUBLIC_API_CREDIT_COST = 1;

const ZPrompt = z
  .string({ error: 'prompt is required' })
  .trim()
  .min(1, { error: 'prompt is required' })
  .max(4000, { error: 'prompt must be at most 4000 characters' });

/** POST /api/generate-form */
export const ZGenerateFormInput = z.object({ prompt: ZPrompt });
export type TGenerateFormInput = z.infer<typeof ZGenerateFormInput>;

/** POST /api/create-form-url */
export const ZCreateFormUrlInput = z.object({
  prompt: ZPrompt,
  domain: z
    .string({ error: 'domain must be a string' })
    .trim()
    .max(200, { error: 'domain must be at most 200 characters' })
    .optional(),
  label: z
    .string({ error: 'label must be a string' })
    .trim()
    .max(200, { error: 'label must be at most 200 characters' })
    .optional(),
  language: z.enum(LANGUAGES, { error: 'language must be en or de' }).optional(),
  icon_mode: z.enum(ICON_MODES, { error: 'icon_mode must be lucide, emoji or none' }).optional(),
  color: ZHexColor.optional(),
});
export type TCreateFormUrlInput = z.infer<typeof ZCreateFormUrlInput>;

export interface ApiParameter {
  name: string;
  type: string;
  required: boolean;
  default?: string;
  description: string;
}

export interface ApiEndpointDoc {
  id: 'generate-form' | 'create-form-url';
  method: 'POST';
  path: string;
  summary: string;
  description: string;
  parameters: ApiParameter[];
  /** A representative request body for the examples. */
  exampleBody: Record<string, string>;
  responseDescription: string;
  exampleResponse: unknown;
}

const promptParam: ApiParameter = {
  name: 'prompt',
  type: 'string',
  required: true,
  description: 'Plain-language description of the form to generate (at most 4000 characters).',
};

export const PUBLIC_API_ENDPOINTS: readonly ApiEndpointDoc[] = [
  {
    id: 'generate-form',
    method: 'POST',
    path: '/api/generate-form',
    summary: 'Generate a form configuration',
    description: `Generates a multi-step form configuration from a prompt and returns it as JSON. Costs ${PUBLIC_API_CREDIT_COST} credit.`,
    parameters: [promptParam],
    exampleBody: { prompt: 'A quote request for solar panels for homeowners' },
    responseDescription:
      'The form configuration: a title, a list of steps (tiles, multiSelect, dropdown, slider, followup, textbox, location, contact, documentUpload, documentInfo), theme and texts.',
    exampleResponse: {
      title: 'Solar quote',
      steps: [
        {
          type: 'tiles',
          title: 'What type of property do you have?',
          options: [
            { id: 'house', title: 'House', icon: 'Home' },
            { id: 'flat', title: 'Apartment', icon: 'Building' },
          ],
        },
        { type: 'contact', title: 'How can we reach you?' },
      ],
    },
  },
  {
    id: 'create-form-url',
    method: 'POST',
    path: '/api/create-form-url',
    summary: 'Generate a form and publish it',
    description: `Generates a form from a prompt, saves it to your account and returns its public embed URL. Costs ${PUBLIC_API_CREDIT_COST} credit.`,
    parameters: [
      promptParam,
      {
        name: 'domain',
        type: 'string',
        required: false,
        default: '',
        description: "Domain identifier, part of the form's unique key and the URL.",
      },
      {
        name: 'label',
        type: 'string',
        required: false,
        default: 'Untitled Form',
        description: 'Form title. When omitted a free "Untitled Form (n)" label is chosen.',
      },
      {
        name: 'language',
        type: 'string',
        required: false,
        default: 'en',
        description: 'Form language: en or de.',
      },
      {
        name: 'icon_mode',
        type: 'string',
        required: false,
        default: 'lucide',
        description: 'How options show icons: lucide (line icons), emoji, or none.',
      },
      {
        name: 'color',
        type: 'string',
        required: false,
        default: DEFAULT_FORM_COLOR,
        description: 'Theme colour as a hex value (#rgb or #rrggbb).',
      },
    ],
    exampleBody: {
      prompt: 'A quote request for solar panels for homeowners',
      label: 'Solar quote',
      domain: 'example.com',
      language: 'en',
      icon_mode: 'lucide',
      color: DEFAULT_FORM_COLOR,
    },
    responseDescription:
      'The new form: its embed URL (with language, label and domain parameters), id and properties.',
    exampleResponse: {
      url: 'https://forms.example.com/embed?language=en&label=Solar+quote&domain=example.com',
      formId: 42,
      language: 'en',
      label: 'Solar quote',
      domain: 'example.com',
      iconMode: 'lucide',
      color: DEFAULT_FORM_COLOR,
    },
  },
];

export const ICON_MODE_DOCS: readonly { mode: (typeof ICON_MODES)[number]; description: string }[] = [
  { mode: 'lucide', description: 'Options show line icons (default).' },
  { mode: 'emoji', description: 'Options show an emoji.' },
  { mode: 'none', description: 'Options show text only.' },
];

export const PUBLIC_API_ERRORS: readonly { status: number; meaning: string }[] = [
  {
    status: 400,
    meaning:
      'Invalid request or parameters (missing prompt, unknown language or icon_mode, malformed colour, malformed JSON).',
  },
  { status: 401, meaning: 'Missing or invalid API key.' },
  { status: 402, meaning: 'Insufficient credits. Buy more credits on the dashboard.' },
  { status: 409, meaning: 'A form with this language, label and domain already exists.' },
  {
    status: 429,
    meaning: 'Too many requests for this key; wait the number of seconds in the Retry-After header.',
  },
  { status: 500, meaning: 'Server error (for example the form generator failed). No credit is charged.' },
];

export const PUBLIC_API_NOTES: readonly string[] = [
  'Authenticate every call with the header "Authorization: Bearer <your API key>". Keys start with fe_live_; regenerating a key revokes the old one.',
  `Each successful call costs ${PUBLIC_API_CREDIT_COST} credit; failed calls cost nothing.`,
  'Errors are JSON objects of the form {"error": "message"}.',
  'The combination of language, label and domain must be unique across all forms.',
  'Calls are rate-limited per key; a 429 answer carries a Retry-After header.',
  'Generated configurations may carry conditional logic and calculations: step "logic" rules ({"if": condition, "goTo": step id, ending id or "end"}) and "otherwise", "endings" (tailored final screens) and "calculations" (formulas such as "1500 + area * 45" giving a score or price estimate). Every form is checked when it is saved; the format is described in docs/logic.md.',
  'Submissions to forms with calculations store the server-computed results with the response (never values sent by a client); they appear in the responses, the CSV export and the CRM webhook ("calculations" and "ending").',
];

function endpoint(id: ApiEndpointDoc['id']): ApiEndpointDoc {
  const found = PUBLIC_API_ENDPOINTS.find((e) => e.id === id);
  if (!found) throw new Error(`Unknown endpoint ${id}`);
  return found;
}

const KEY_PLACEHOLDER = 'YOUR_API_KEY';

export interface ApiExampleOptions {
  /** The server origin, e.g. https://forms.example.com */
  origin: string;
  /** The caller's key; a placeholder when omitted (public docs). */
  apiKey?: string;
}

export type ApiExampleLanguage = 'curl' | 'python' | 'node';

export function curlExample(id: ApiEndpointDoc['id'], opts: ApiExampleOptions): string {
  const e = endpoint(id);
  const body = JSON.stringify(e.exampleBody).replace(/'/g, "'\\''");
  return [
    `curl -X POST ${opts.origin}${e.path} \\`,
    `  -H "Authorization: Bearer ${opts.apiKey ?? KEY_PLACEHOLDER}" \\`,
    '  -H "Content-Type: application/json" \\',
    `  -d '${body}'`,
  ].join('\n');
}

export function pythonExample(id: ApiEndpointDoc['id'], opts: ApiExampleOptions): string {
  const e = endpoint(id);
  const fields = Object.entries(e.exampleBody)
    .map(([k, v]) => `        ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
    .join('\n');
  return [
    'import requests',
    '',
    'response = requests.post(',
    `    "${opts.origin}${e.path}",`,
    `    headers={"Authorization": "Bearer ${opts.apiKey ?? KEY_PLACEHOLDER}"},`,
    '    json={',
    fields,
    '    },',
    '    timeout=120,',
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
}

export function nodeExample(id: ApiEndpointDoc['id'], opts: ApiExampleOptions): string {
  const e = endpoint(id);
  const fields = Object.entries(e.exampleBody)
    .map(([k, v]) => `    ${k}: ${JSON.stringify(v)},`)
    .join('\n');
  return [
    `const response = await fetch('${opts.origin}${e.path}', {`,
    "  method: 'POST',",
    '  headers: {',
    `    Authorization: 'Bearer ${opts.apiKey ?? KEY_PLACEHOLDER}',`,
    "    'Content-Type': 'application/json',",
    '  },',
    '  body: JSON.stringify({',
    fields,
    '  }),',
    '});',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated Node snippet has its own template literal
    'if (!response.ok) throw new Error(`${response.status}: ${(await response.json()).error}`);',
    'console.log(await response.json());',
  ].join('\n');
}

export const API_EXAMPLE_LANGUAGES: readonly { id: ApiExampleLanguage; label: string }[] = [
  { id: 'curl', label: 'cURL' },
  { id: 'python', label: 'Python' },
  { id: 'node', label: 'Node' },
];

export function apiExample(
  language: ApiExampleLanguage,
  id: ApiEndpointDoc['id'],
  opts: ApiExampleOptions,
): string {
  switch (language) {
    case 'curl':
      return curlExample(id, opts);
    case 'python':
      return pythonExample(id, opts);
    case 'node':
      return nodeExample(id, opts);
    default: {
      const never: never = language;
      throw new Error(`Unknown example language ${String(never)}`);
    }
  }
}
