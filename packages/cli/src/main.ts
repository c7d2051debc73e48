/**
 * The `screencap` command: runs the CLI on this process's arguments and
 * streams, and leaves with its exit code. Bundled with its dependencies into
 * `lib/main.cjs`, which the executable runs through `launcher.ts`.
 */
import { runCli } from './cli.js';
import { cacheDirectory } from './cache-directory.js';

let stdoutReady = false;

/** `process.stdout`, with a `screencap search x | head -1` that closes it early not taken for an error. */
function stdout(): NodeJS.WriteStream {
  if (!stdoutReady) {
    stdoutReady = true;
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  return process.stdout;
}

// exitCode rather than exit(): pending writes to a pipe are flushed before the
// process ends. No top-level await: the bundle is CommonJS (see launcher.ts).
// The streams are read when first written to: Node.js makes each on first
// access (a pipe's or a terminal's took 0.6-0.9 ms), and a command's first
// write comes after its request is sent, while it waits for the answer.
void runCli(process.argv.slice(2), {
  get stdout() {
    return stdout();
  },
  get stderr() {
    return process.stderr;
  },
  env: process.env,
  cacheDir: cacheDirectory(process.env),
}).then((code) => {
  process.exitCode = code;
});
