/**
 * The `screencap` command: runs the CLI on this process's arguments and
 * streams, and leaves with its exit code. Bundled with its dependencies into
 * `lib/main.cjs`, which the executable runs through `launcher.ts`.
 */
import { runCli } from './cli.js';
import { cacheDirectory } from './cache-directory.js';

// `screencap search x | head -1` closes stdout early; that is not an error worth a message.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

// exitCode rather than exit(): pending writes to a pipe are flushed before the
// process ends. No top-level await: the bundle is CommonJS (see launcher.ts).
void runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cacheDir: cacheDirectory(process.env),
}).then((code) => {
  process.exitCode = code;
});
