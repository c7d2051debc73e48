/**
 * The `screencap` command: runs the CLI on this process's arguments and
 * streams, and leaves with its exit code. Bundled with its dependencies into
 * `lib/main.js`, which the executable (`bin.ts`) imports.
 */
import { runCli } from './cli.js';
import { cacheDirectory } from './cache-directory.js';
import { stdout } from './stdout.js';

// exitCode rather than exit(): pending writes to a pipe are flushed before the
// process ends. The streams are read when first written to: Node.js makes each
// on first access, and a command's first write comes after its request is
// sent, while it waits for the answer.
process.exitCode = await runCli(process.argv.slice(2), {
  get stdout() {
    return stdout();
  },
  get stderr() {
    return process.stderr;
  },
  env: process.env,
  cacheDir: cacheDirectory(process.env),
});
