// Command-line entry for people and scripts: generate or edit a form configuration without a server or credits.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { safeNormalizeConfig } from '@forms-engine/model';
import { createGenerator, GeneratorError, generatorConfigFromEnv } from './providers/ai/index.ts';

const HELP = `Forms Engine command line

Usage:
  npm run --silent cli -- generate [--language en|de] "<prompt>"
      Prints the generated form configuration (JSON) on stdout.
  npm run --silent cli -- edit --config <form.json | -> [--summary] "<instruction>"
      Prints the edited configuration; with --summary prints {config, summary, iconMode}.
  npm run --silent cli -- analyze --document <file.txt> [--answers <answers.json>] [--language en|de]
      Prints the document analysis text.

Options:
  -l, --language   en or de (generate: default detected from the prompt)
  -c, --config     the form configuration file to edit ("-" reads stdin)
  -s, --summary    (edit) also print what changed
  -d, --document   (analyze) a text file with the document's text
  -a, --answers    (analyze) a JSON file with the answers keyed by step title
  -h, --help       this help

The offline engine is used unless AI_PROVIDER is set (openai, anthropic, openai-compatible;
with AI_MODEL, AI_BASE_URL, AI_API_KEY, AI_TIMEOUT_MS). Errors go to stderr with exit code 2.
`;

class UsageError extends Error {}

function readInput(path: string): string {
  return readFileSync(path === '-' ? 0 : path, 'utf8');
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      language: { type: 'string', short: 'l' },
      config: { type: 'string', short: 'c' },
      summary: { type: 'boolean', short: 's' },
      document: { type: 'string', short: 'd' },
      answers: { type: 'string', short: 'a' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    process.stdout.write(HELP);
    return values.help ? 0 : 2;
  }
  const [command, ...rest] = positionals;
  const text = rest.join(' ').trim();
  const language = values.language;
  if (language !== undefined && language !== 'en' && language !== 'de')
    throw new UsageError(`--language must be en or de (got "${language}")`);
  const generator = createGenerator(generatorConfigFromEnv());

  switch (command) {
    case 'generate': {
      if (!text)
        throw new UsageError('generate needs a prompt, e.g. generate "a booking form for a hair salon"');
      if (text.length > 4000) throw new UsageError('The prompt is too long (at most 4,000 characters).');
      const config = await generator.generate({ prompt: text, language });
      process.stdout.write(`${JSON.stringify(config, null, 2)}\n`);
      return 0;
    }
    case 'edit': {
      if (!values.config) throw new UsageError('edit needs --config <form.json>');
      if (!text)
        throw new UsageError('edit needs an instruction, e.g. edit --config form.json "make it blue"');
      let raw: unknown;
      try {
        raw = JSON.parse(readInput(values.config));
      } catch (e) {
        throw new UsageError(
          `Could not read ${values.config}: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
      const parsed = safeNormalizeConfig(raw);
      if (!parsed.ok) throw new UsageError(`${values.config} is not a form configuration: ${parsed.error}`);
      const result = await generator.edit(parsed.config, text);
      const out = values.summary ? result : result.config;
      process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
      return 0;
    }
    case 'analyze': {
      if (!values.document) throw new UsageError('analyze needs --document <file.txt>');
      const documentText = readInput(values.document);
      const formResponses = values.answers
        ? (JSON.parse(readInput(values.answers)) as Record<string, unknown>)
        : {};
      const analysis = await generator.analyze({
        documentText,
        formResponses,
        contentPrompt: text || undefined,
        language,
      });
      process.stdout.write(`${analysis}\n`);
      return 0;
    }
    default:
      throw new UsageError(`Unknown command "${command}". Use generate, edit or analyze (see --help).`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof GeneratorError) process.stderr.write(`Error (${e.code}): ${e.message}\n`);
    else process.stderr.write(`Error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  },
);
