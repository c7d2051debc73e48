import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, catalogue, findEpisode, startFakeServiceProcess } from '@screencap/fake-service';
import { runScreencap } from './support/run-screencap.js';

// Every `screencap ...` command shown in every README (the root's, each
// package's, each example's and each template's, and the guides in docs/guides), in a fenced block or in inline code, run
// against the fake service as written but for its instance
// (`--instance`/`--url` become the fake's `--url`): the CLI must take every
// one of them, and print the kind of output the README shows.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README_FOLDERS = ['packages', 'examples', join('packages', 'create-bot', 'templates')];
const GUIDES = readdirSync(join(ROOT, 'docs', 'guides')).filter((name) => name.endsWith('.md')).map((name) => join('docs', 'guides', name));
const READMES = ['README.md', ...GUIDES, ...README_FOLDERS.flatMap((folder) => readdirSync(join(ROOT, folder)).map((name) => join(folder, name, 'README.md')))].filter((file) => {
  try {
    readFileSync(join(ROOT, file));
    return true;
  } catch {
    return false;
  }
});

/** A command shown in a README: where, its arguments after `screencap`, and the output printed under it (for `$ ` samples). */
interface ShownCommand {
  readonly where: string;
  readonly args: readonly string[];
  readonly output: readonly string[] | undefined;
}

/** Splits a command line as a shell does for these samples: words, "double" and 'single' quoted strings. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** How a command starts: `screencap`, or `npx` of the command or of its package. */
const COMMAND = String.raw`(?:npx (?:-y )?)?(?:screencap|@screencap\/cli)`;

/** The commands of a README's fenced blocks and inline code; a synopsis (`<key>`, `[...]`) is no command. */
function shownCommands(file: string): ShownCommand[] {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  const commands: ShownCommand[] = [];
  let fenced = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (line.startsWith('```')) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) {
      for (const [, inline = ''] of line.matchAll(new RegExp(`\`${COMMAND} ([^\`]*)\``, 'g'))) {
        if (!/[<[]/.test(inline)) commands.push({ where: `${file}:${index + 1}`, args: shellWords(inline), output: undefined });
      }
      continue;
    }
    const match = new RegExp(`^(\\$ )?${COMMAND} (.*)$`).exec(line);
    if (match === null) continue;
    const commandLine = (match[2] ?? '').replace(/\s+#.*$/, '').split(' | ')[0] ?? '';
    if (/[<[]/.test(commandLine)) continue;
    let output: string[] | undefined;
    if (match[1] !== undefined) {
      output = [];
      for (let next = index + 1; next < lines.length && !lines[next]!.startsWith('```') && !lines[next]!.startsWith('$ '); next++) output.push(lines[next]!);
    }
    commands.push({ where: `${file}:${index + 1}`, args: shellWords(commandLine), output });
  }
  return commands;
}

const SHOWN = READMES.flatMap(shownCommands);

// What only the 2026 service does, so is shown from the fake's 2026 mode.
const ONLY_2026 = new Set(['comic', 'discover', 'navigator', 'transcript', 'quote', 'unfurl', '--render', '--season-min', '--season-max']);

/** The arguments with the instance options taken out: the test gives its own. */
function withoutInstance(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--instance' || arg === '--url' || arg === '--title') index++;
    else if (!/^--(instance|url|title)=/.test(arg)) kept.push(arg);
  }
  return kept;
}

/** What a line of output is: a labelled field's label, a URL, or nothing to compare. */
function shapeOf(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const label = /^([A-Z][A-Za-z]*) {2,}\S/.exec(line);
    if (label) return [label[1]!];
    return /^https?:\/\//.test(line) ? ['url'] : [];
  });
}

/** Whether the arguments name what the fake's catalogue has: its episode keys, and no search of a real show's line. */
function namesKnownEpisodes(args: readonly string[]): boolean {
  const keys = args.filter((arg) => /^S\d\dE\d\d$/.test(arg));
  if (keys.length === 0) return !['search', 'quote'].includes(args.find((arg) => !arg.startsWith('-')) ?? '');
  return keys.every((key) => findEpisode(catalogue, key) !== undefined);
}

/** The address of the fake service the README's samples were run against. */
const SAMPLE_BASE = 'http://127.0.0.1:4000/';

let classic: FakeServiceHandle;
let service2026: FakeServiceHandle;
let downloads: string;

beforeAll(async () => {
  downloads = mkdtempSync(join(tmpdir(), 'screencap-readme-'));
  [classic, service2026] = await Promise.all([startFakeServiceProcess({ mode: 'classic' }), startFakeServiceProcess({ mode: '2026' })]);
});

afterAll(async () => {
  rmSync(downloads, { recursive: true, force: true });
  await Promise.all([classic.close(), service2026.close()]);
});

test('the READMEs show screencap commands (the list below is not empty)', () => {
  expect(SHOWN.length).toBeGreaterThan(20);
});

describe.each(SHOWN.map((shown) => [`${shown.where}: screencap ${shown.args.join(' ')}`, shown] as const))('%s', (_, shown) => {
  test('runs against the fake service and prints what the README shows', async () => {
    const is2026 = shown.args.some((arg) => ONLY_2026.has(arg));
    const service = is2026 ? service2026 : classic;
    // The samples' links are of the fake service at the README's address: of this one here.
    const own = withoutInstance(shown.args).map((arg, index, all) =>
      // A file to --download goes to a folder of the test's own, new each run.
      all[index - 1] === '--download' ? join(downloads, basename(arg)) : arg.replace(SAMPLE_BASE, service.url),
    );
    // The instance first: after a sample's `--` every word is the quote's.
    const args = ['--url', service.url, '--title', catalogue.title, ...(is2026 ? ['--generation', '2026'] : []), ...own];
    const run = await runScreencap(args);
    if (shown.output === undefined && !namesKnownEpisodes(shown.args)) {
      // A quick start's sample of a real show: the fake has no such episode, but takes the command (never 2).
      expect([0, 3]).toContain(run.code);
      if (run.code === 3) expect(run.stderr).toMatch(/^screencap: No (episode|search results|frames)/);
      return;
    }
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toBe('');
    if (shown.args.includes('--json')) expect(() => JSON.parse(run.stdout) as unknown).not.toThrow();
    if (shown.output !== undefined && shown.output.length > 0) {
      const expected = shapeOf(shown.output.filter((line) => line !== '...'));
      const actual = shapeOf(run.stdout.split('\n'));
      // A sample cut short (`...`) shows the start of the output.
      expect(shown.output.includes('...') ? actual.slice(0, expected.length) : actual).toEqual(expected);
    }
  });
});

test('every README is read (root, packages, examples, templates), and commands are found in the CLI\'s, inline ones included', () => {
  expect(READMES).toEqual(expect.arrayContaining(['README.md', join('docs', 'guides', 'cli.md'), join('packages', 'cli', 'README.md'), join('packages', 'mcp', 'README.md'), join('packages', 'create-bot', 'templates', 'slack-bot', 'README.md')]));
  const cliReadme = SHOWN.filter((shown) => relative(ROOT, join(ROOT, shown.where.split(':')[0]!)) === join('packages', 'cli', 'README.md'));
  expect(cliReadme.map((shown) => shown.args.join(' '))).toEqual(expect.arrayContaining(['random', 'search -- -5 degrees', '--help']));
});

// The CLI guide says every known font is accepted on every instance; the
// sample above runs on the fake, so the claim is checked on Morbotron itself
// (with a caption given, a comic needs no request: nothing goes out).
test('the CLI guide describes --font akbar on Morbotron as accepted, and the CLI accepts it', async () => {
  const readme = readFileSync(join(ROOT, 'docs', 'guides', 'cli.md'), 'utf8');
  expect(readme).toContain('$ screencap --instance morbotron comic S01E01 1000 --font akbar');
  expect(readme).toMatch(/Every known font is accepted on every instance/);
  expect(readme).not.toMatch(/a font the instance does not have|`akbar` on Frinkiac \(its default\), `fr` on Morbotron \(its default\); `impact`/);
  const run = await runScreencap(['--instance', 'morbotron', 'comic', 'S01E01', '1000', '--caption', 'Hi', '--font', 'akbar']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^https:\/\/morbotron\.com\/comic\/img\?b64=\S+\n$/);
});
