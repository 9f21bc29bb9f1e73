// Command-line entry for people and scripts: generate or edit a form configuration without a server or credits, and
// run a deployment's chores (migrate a PostgreSQL database, back up and restore an embedded one).
import fs, { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { safeNormalizeConfig } from '@forms-engine/model';
import { loadConfig } from './config.ts';
import { checkReadiness, openDatabase } from './db/client.ts';
import { adminSocketPath } from './http/admin-socket.ts';
import {
  createGenerator,
  type FormGenerator,
  GeneratorError,
  generatorConfigFromEnv,
} from './providers/ai/index.ts';
import { RestoreError, restoreBackup } from './services/backup.ts';

const HELP = `Forms Engine command line

Usage:
  npm run --silent cli -- generate [--language en|de] "<prompt>"
      Prints the generated form configuration (JSON) on stdout.
  npm run --silent cli -- edit --config <form.json | -> [--summary] "<instruction>"
      Prints the edited configuration; with --summary prints {config, summary, iconMode}.
  npm run --silent cli -- analyze --document <file.txt> [--answers <answers.json>] [--language en|de]
      Prints the document analysis text.
  npm run --silent cli -- migrate
      Applies pending migrations to DATABASE_URL's PostgreSQL database, once, under the same lock the
      servers take (for MIGRATE_ON_START=off). The embedded database is migrated by its server at start.
  npm run --silent cli -- backup <file.tar>
      Writes a consistent backup of the embedded database and the uploads under DATA_DIR/documents, taken
      through the running server (DATA_DIR/admin.sock) while it serves. PostgreSQL: see docs/deploy.md.
  npm run --silent cli -- restore <file.tar>
      Restores such a backup into DATA_DIR, which must hold no database (stop the server, use a fresh
      folder or move the old one away); then start the server on it.

Options:
  -l, --language   en or de (generate: default detected from the prompt)
  -c, --config     the form configuration file to edit ("-" reads stdin)
  -s, --summary    (edit) also print what changed
  -d, --document   (analyze) a text file with the document's text
  -a, --answers    (analyze) a JSON file with the answers keyed by step title
  -h, --help       this help

The offline engine is used unless AI_PROVIDER is set (openai, anthropic, openai-compatible;
with AI_MODEL, AI_BASE_URL, AI_API_KEY, AI_TIMEOUT_MS; the offline engine's time limit is
GENERATOR_TIMEOUT_MS). Errors go to stderr with exit code 2.
`;

class UsageError extends Error {}

function readInput(path: string): string {
  return readFileSync(path === '-' ? 0 : path, 'utf8');
}

function requireFile(rest: string[], command: string): string {
  if (rest.length !== 1) throw new UsageError(`${command} needs one file, e.g. ${command} forms-engine.tar`);
  return path.resolve(rest[0]);
}

function embeddedOnly(command: string) {
  const config = loadConfig();
  if (config.databaseUrl)
    throw new UsageError(
      `${command} is for the embedded database; with PostgreSQL use pg_dump/pg_restore and back up the uploads' ` +
        'storage (docs/deploy.md, Backups)',
    );
  return config;
}

/** Whether a server listens on the admin socket. */
function serverAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Streams the running server's backup into `file` (through `file.partial`, renamed once complete); its size. */
function backupThroughServer(socketPath: string, file: string): Promise<number> {
  const partial = `${file}.partial`;
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath, path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => reject(new Error(text.trim() || `HTTP ${res.statusCode}`)));
        return;
      }
      pipeline(res, fs.createWriteStream(partial)).then(
        () => {
          fs.renameSync(partial, file);
          resolve(fs.statSync(file).size);
        },
        (err) => {
          fs.rmSync(partial, { force: true });
          reject(err);
        },
      );
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')
        reject(
          new UsageError(
            `No server is running on this DATA_DIR (${socketPath}): start it and back up through it, or with it stopped copy DATA_DIR as it is`,
          ),
        );
      else reject(err);
    });
  });
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
  // Started by the commands that use it; the offline engine's worker threads end with the command.
  let generator: FormGenerator | undefined;
  const engine = () => {
    generator ??= createGenerator(generatorConfigFromEnv());
    return generator;
  };
  try {
    return await run(engine, command, rest, text, language, values);
  } finally {
    await generator?.close?.();
  }
}

async function run(
  engine: () => FormGenerator,
  command: string | undefined,
  rest: string[],
  text: string,
  language: 'en' | 'de' | undefined,
  values: { config?: string; summary?: boolean; document?: string; answers?: string },
): Promise<number> {
  switch (command) {
    case 'generate': {
      if (!text)
        throw new UsageError('generate needs a prompt, e.g. generate "a booking form for a hair salon"');
      if (text.length > 4000) throw new UsageError('The prompt is too long (at most 4,000 characters).');
      const config = await engine().generate({ prompt: text, language });
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
      const result = await engine().edit(parsed.config, text);
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
      const analysis = await engine().analyze({
        documentText,
        formResponses,
        contentPrompt: text || undefined,
        language,
      });
      process.stdout.write(`${analysis}\n`);
      return 0;
    }
    case 'migrate': {
      const config = loadConfig();
      if (!config.databaseUrl)
        throw new UsageError(
          'migrate is for PostgreSQL (set DATABASE_URL); the embedded database is migrated by its server at start',
        );
      const database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        poolMax: 1,
      });
      try {
        const state = await checkReadiness(database.db);
        process.stdout.write(`Database migrated: ${state.migrations}\n`);
        return state.migrations === 'applied' ? 0 : 1;
      } finally {
        await database.close();
      }
    }
    case 'backup': {
      const file = requireFile(rest, 'backup');
      const config = embeddedOnly('backup');
      const bytes = await backupThroughServer(adminSocketPath(config.dataDir), file);
      process.stdout.write(`Backup written: ${file} (${(bytes / 1048576).toFixed(1)} MB)\n`);
      return 0;
    }
    case 'restore': {
      const file = requireFile(rest, 'restore');
      const config = embeddedOnly('restore');
      if (await serverAnswers(adminSocketPath(config.dataDir)))
        throw new UsageError(`A server is running on ${config.dataDir}: stop it before restoring`);
      try {
        const { documents } = await restoreBackup(fs.createReadStream(file), config.dataDir);
        process.stdout.write(
          `Restored into ${config.dataDir} (${documents} uploads); start the server on it\n`,
        );
      } catch (e) {
        if (e instanceof RestoreError) throw new UsageError(e.message);
        throw e;
      }
      return 0;
    }
    default:
      throw new UsageError(
        `Unknown command "${command}". Use generate, edit, analyze, migrate, backup or restore (see --help).`,
      );
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
