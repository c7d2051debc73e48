// Every TypeScript and JavaScript block of every README runs as written
// against the fake service started with its defaults (the 2026 generation,
// as the live instances run it).
//
// How a block reaches the fake: its imports of `@screencap/async` and
// `@screencap/sync` are rewritten to readme-blocks/presets-at-the-fake-*.mjs,
// which re-exports the package with its six presets pointed at the fake (their
// title and their host's default generation kept); `SCREENCAP_BASE_URL` is the
// fake's URL too, for the tools. Nothing else of the block changes: it is
// written beside its README (so it resolves that package's dependencies),
// run by Node.js in a child process of its own (so a sync client can reach
// the fake, which runs in this process) and must exit 0 with nothing on
// stderr. A block that makes a preset and calls it must have sent the fake
// a request.
//
// The relative links of the READMEs and guides are checked here too.
//
// A block that cannot run as written says so on its first line,
// `// Not runnable ...: <the reason>`, which a reader sees; there are few.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, startFakeService } from '@screencap/fake-service';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SHIMS = fileURLToPath(new URL('readme-blocks/', import.meta.url));

/** Every README of the repository but the changesets' own note. */
function readmes(): string[] {
  const found = ['README.md'];
  const visit = (folder: string, depth: number): void => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist' || entry.name === 'lib') continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory() && depth > 0) visit(path, depth - 1);
      else if (entry.name === 'README.md') found.push(path);
    }
  };
  visit('packages', 4);
  visit('examples', 1);
  return found.sort();
}

/** A fenced block of TypeScript or JavaScript in a README. */
interface CodeBlock {
  readonly readme: string;
  readonly line: number;
  readonly language: 'ts' | 'js';
  readonly code: string;
}

const LANGUAGES: Record<string, 'ts' | 'js'> = { ts: 'ts', typescript: 'ts', js: 'js', javascript: 'js', mjs: 'js' };

function codeBlocks(readme: string): CodeBlock[] {
  const lines = readFileSync(join(ROOT, readme), 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const language = LANGUAGES[/^```(\w+)/.exec(lines[index] ?? '')?.[1] ?? ''];
    const fence = /^```/.exec(lines[index] ?? '');
    if (fence === null) continue;
    const end = lines.findIndex((line, at) => at > index && line.startsWith('```'));
    if (language !== undefined) blocks.push({ readme, line: index + 1, language, code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return blocks;
}

const BLOCKS = readmes().flatMap(codeBlocks);
const NOT_RUNNABLE = /^\/\/ Not runnable[^:]*: \S/;

/** The block with its SDK imports pointed where the header says. */
function rewritten(block: CodeBlock): string {
  const from = createRequire(join(ROOT, dirname(block.readme), 'package.json'));
  const fallback = createRequire(join(ROOT, 'conformance', 'package.json'));
  return block.code.replace(/(from\s+|import\s*\(\s*)'(@screencap\/[\w-]+)'/g, (_, keyword: string, specifier: string) => {
    if (specifier === '@screencap/async' || specifier === '@screencap/sync') {
      return `${keyword}'${pathToFileURL(join(SHIMS, `presets-at-the-fake-${specifier.slice('@screencap/'.length)}.mjs`)).href}'`;
    }
    let resolved: string;
    try {
      resolved = from.resolve(specifier);
    } catch {
      resolved = fallback.resolve(specifier);
    }
    return `${keyword}'${pathToFileURL(resolved).href}'`;
  });
}

const PRESET = /\bnew (Frinkiac|Morbotron|MasterOfAllScience|GoodGodLemon|CapitalBeatUs|FrinkiHams)\(/;
/** A call of a client's method, as `frinkiac.findQuote(` (not a server's `connect`). */
const CLIENT_CALL = /\b(frinkiac|morbotron|client)\.\w+\(/;

let service: FakeServiceHandle;
let scratch: string;

beforeAll(async () => {
  service = await startFakeService();
  scratch = mkdtempSync(join(tmpdir(), 'screencap-readme-blocks-'));
});

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await service.close();
});

beforeEach(() => service.reset());

test('the READMEs hold code blocks, and few of them are fenced off as not runnable', () => {
  expect(BLOCKS.length).toBeGreaterThan(10);
  expect(BLOCKS.filter((block) => NOT_RUNNABLE.test(block.code)).length).toBeLessThanOrEqual(3);
  expect(BLOCKS.map((block) => block.readme)).toEqual(expect.arrayContaining(['README.md', join('packages', 'async-client', 'README.md'), join('packages', 'sync-client', 'README.md')]));
});

describe.each(BLOCKS.map((block) => [`${block.readme}:${block.line}`, block] as const))('%s', (_, block) => {
  if (block.code.startsWith('// Not runnable')) {
    test('is fenced off with a reason', () => {
      expect(block.code.split('\n')[0]).toMatch(NOT_RUNNABLE);
    });
    return;
  }

  test('runs as written against the fake service started with defaults', async () => {
    const file = join(ROOT, dirname(block.readme), `.readme-block-${block.line}.${block.language === 'ts' ? 'mts' : 'mjs'}`);
    writeFileSync(file, rewritten(block));
    try {
      const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', file],
          // The block's own files (a download it saves) land in a scratch folder.
          { cwd: scratch, timeout: 60_000, env: { ...process.env, NODE_OPTIONS: '', README_FAKE_URL: service.url, SCREENCAP_BASE_URL: service.url } },
          (error, stdout, stderr) => {
            resolve({ code: error === null ? 0 : (child.exitCode ?? 1), stdout, stderr });
          },
        );
        child.stdin?.end();
      });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      if (block.code.includes('console.log(')) expect(run.stdout).not.toBe('');
      if (PRESET.test(block.code) && CLIENT_CALL.test(block.code)) expect((await service.requests()).length).toBeGreaterThan(0);
    } finally {
      rmSync(file, { force: true });
    }
  }, 90_000);
});

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (outside code blocks). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#+ (.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1] ?? ''));
  }
  return anchors;
}

// The READMEs send readers to the guides and the guides to one another: a
// section that moves must take its links along.
test('every relative link of the READMEs and guides points at a file, and a heading, that exist', () => {
  const guides = readdirSync(join(ROOT, 'docs', 'guides')).filter((name) => name.endsWith('.md')).map((name) => join('docs', 'guides', name));
  const broken: string[] = [];
  for (const file of [...readmes(), ...guides]) {
    const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const linked = path === '' ? file : normalize(join(dirname(file), path));
      if (!existsSync(join(ROOT, linked))) broken.push(`${file}: ${target}`);
      else if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) broken.push(`${file}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});
