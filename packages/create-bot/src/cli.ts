import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CreateBotError, UsageError } from './errors.js';
import { availableTemplates, createProject, type TemplateName } from './scaffold.js';

/** Where `create-bot` writes and what it reads. */
export interface CreateBotIo {
  /** Where the usage, the version and what was written go. */
  readonly stdout: {
    /** Writes `text` as it is. */
    write(text: string): unknown;
  };
  /** Where a problem goes. */
  readonly stderr: {
    /** Writes `text` as it is. */
    write(text: string): unknown;
  };
  /** The environment, for `SCREENCAP_TARBALLS`. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The folder relative paths start from. @default process.cwd() */
  readonly cwd?: string;
}

function usage(): string {
  return (
    'usage: create-bot <folder> --template <name> [--tarballs <dir>]\n' +
    '       npm create @screencap/bot <folder> -- --template <name>\n' +
    '\n' +
    `templates: ${availableTemplates().join(', ')}\n` +
    '\n' +
    'options:\n' +
    '  -t, --template <name>  the project to start from\n' +
    '  --tarballs <dir>       depend on the packed tarballs in <dir> (file:) instead of the registry;\n' +
    '                         the environment variable SCREENCAP_TARBALLS stands for it\n' +
    '  -h, --help             this help\n' +
    '  -v, --version          the version of create-bot\n' +
    '\n' +
    'exit codes: 0 written, 1 refused (a folder that is not empty, a missing tarball), 2 bad command line\n'
  );
}

function ownVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

function parse(argv: readonly string[]): { folder: string | undefined; template: string | undefined; tarballs: string | undefined; help: boolean; version: boolean } {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: {
        template: { type: 'string', short: 't' },
        tarballs: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
    if (positionals.length > 1) throw new UsageError(`one folder, please; got ${positionals.map((entry) => JSON.stringify(entry)).join(', ')}`);
    return { folder: positionals[0], template: values.template, tarballs: values.tarballs, help: values.help ?? false, version: values.version ?? false };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError((error as Error).message);
  }
}

/**
 * Runs `create-bot` on a command line and answers its exit code: 0 when the
 * project is written (or for `--help` and `--version`), 1 when it is
 * refused, 2 for a bad command line.
 *
 * @param argv - the arguments after the executable's path
 * @example
 * ```ts
 * import { runCreateBot } from '@screencap/create-bot';
 * process.exitCode = runCreateBot(['my-bot', '--template', 'script'], { stdout: process.stdout, stderr: process.stderr, env: process.env });
 * ```
 */
export function runCreateBot(argv: readonly string[], io: CreateBotIo): number {
  try {
    const options = parse(argv);
    if (options.help) {
      io.stdout.write(usage());
      return 0;
    }
    if (options.version) {
      io.stdout.write(`${ownVersion()}\n`);
      return 0;
    }
    if (options.folder === undefined || options.folder === '') throw new UsageError('name the folder to write the project into');
    if (options.template === undefined) throw new UsageError('pick a template with --template');
    const tarballs = options.tarballs ?? (io.env.SCREENCAP_TARBALLS === '' ? undefined : io.env.SCREENCAP_TARBALLS);
    if (tarballs === '') throw new UsageError('--tarballs needs a folder');
    const cwd = io.cwd ?? process.cwd();
    const project = createProject({ folder: resolve(cwd, options.folder), template: options.template as TemplateName, tarballs: tarballs === undefined ? undefined : resolve(cwd, tarballs) });
    const path = relative(cwd, project.folder) || '.';
    const shown = /^[\w./-]+$/.test(path) ? path : JSON.stringify(path);
    io.stdout.write(
      `Wrote ${project.name} from the ${project.template} template${tarballs === undefined ? '' : `, depending on the tarballs in ${tarballs}`}.\n\n` +
        `  cd ${shown}\n` +
        '  npm install\n' +
        '  npm test      # the bot against a local fake screencap service\n' +
        '  npm run dev   # try it yourself: no platform token needed\n\n' +
        'README.md says how to run it for real.\n',
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`create-bot: ${error.message}\n\n${usage()}`);
      return 2;
    }
    if (error instanceof CreateBotError) {
      io.stderr.write(`create-bot: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
