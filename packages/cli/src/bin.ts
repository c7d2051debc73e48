/**
 * The `screencap` executable: runs the CLI on this process's arguments and
 * streams, and leaves with its exit code.
 */
import { runCli } from './cli.js';
import { cacheDirectory } from './cache-directory.js';

// `screencap search x | head -1` closes stdout early; that is not an error worth a message.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

// exitCode rather than exit(): pending writes to a pipe are flushed before the process ends.
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cacheDir: cacheDirectory(process.env),
});
