import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The executable (`src/bin.ts`, built), which imports the bundled `lib/main.js`. */
const BIN_PATH = fileURLToPath(new URL('../../lib/bin.js', import.meta.url));
const BUILT_ENTRY = fileURLToPath(new URL('../../lib/main.js', import.meta.url));

/** What a run of the real `screencap` process left behind. */
export interface ScreencapRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `screencap` as a real process (this Node.js, the built executable),
 * with `NODE_OPTIONS` removed so Jest's flags do not leak into it, and
 * `SCREENCAP_DEBUG` and `SCREENCAP_BASE_URL` removed unless `env` sets them, and a fresh empty cache
 * directory unless `env` names one (`SCREENCAP_CACHE_DIR`); `nodeOptions` go to
 * `node` before the script (`--import ...`). With `closeStdout`, the reading
 * end of its stdout is closed at once, as `screencap ... | head -1` does
 * once it has its line (its stdout then reads as empty).
 */
export function runScreencap(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
  nodeOptions: readonly string[] = [],
  { closeStdout = false }: { readonly closeStdout?: boolean } = {},
): Promise<ScreencapRun> {
  if (!existsSync(BUILT_ENTRY) || !existsSync(BIN_PATH)) {
    return Promise.reject(new Error(`${BUILT_ENTRY} or ${BIN_PATH} is missing: run \`pnpm run build\` first`));
  }
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.NODE_OPTIONS;
  delete childEnv.SCREENCAP_DEBUG;
  // A developer's own instance must not become the tests' default one.
  delete childEnv.SCREENCAP_BASE_URL;
  // Each run its own cache between runs (kept on disk), unless `env` shares one: runs stay independent.
  const ownCache = env.SCREENCAP_CACHE_DIR === undefined ? mkdtempSync(path.join(tmpdir(), 'screencap-cache-')) : undefined;
  childEnv.SCREENCAP_CACHE_DIR = ownCache;
  Object.assign(childEnv, env);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeOptions, BIN_PATH, ...args], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    if (closeStdout) child.stdout.destroy();
    else child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (ownCache !== undefined) rmSync(ownCache, { recursive: true, force: true });
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * The stderr of a bad command line: the problem on one line, `screencap: ...`,
 * then the usage line of the command (or of the CLI).
 */
export const USAGE_ERROR_OUTPUT = /^screencap: [^\n]+\nUsage: screencap [^\n]+\n$/;

/** The `b64lines` caption of a media URL, decoded. */
export function captionOf(mediaUrl: string): string | undefined {
  const encoded = new URL(mediaUrl).searchParams.get('b64lines');
  return encoded === null ? undefined : Buffer.from(encoded, 'base64url').toString('utf8');
}

/** A panel of a comic's payload: episode key, timestamp, overlays. */
export interface ComicPayloadPanel {
  readonly e: string;
  readonly ts: number;
  readonly o: readonly Readonly<Record<string, unknown>>[];
}

/** The panels of a `comic/img` URL: its `b64` payload, decoded from URL-safe base64 and parsed. */
export function comicPanelsOf(comicUrl: string): ComicPayloadPanel[] {
  const encoded = new URL(comicUrl).searchParams.get('b64');
  if (encoded === null) throw new Error(`no b64 payload in ${comicUrl}`);
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as ComicPayloadPanel[];
}
