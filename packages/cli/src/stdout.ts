/**
 * The process's standard output, for the executable's entry points.
 */
let stdoutReady = false;

/** `process.stdout`, with a `screencap search x | head -1` that closes it early not taken for an error. */
export function stdout(): NodeJS.WriteStream {
  if (!stdoutReady) {
    stdoutReady = true;
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  return process.stdout;
}
