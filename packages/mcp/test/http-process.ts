// `screencap-mcp --http` in a child process, for the tests that talk to it over the network.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../bin/screencap-mcp.js', import.meta.url));

export interface HttpServerProcess {
  /** The endpoint the server printed, `http://127.0.0.1:<port>/mcp`. */
  readonly url: string;
  /** Its standard error so far, a line each. */
  readonly log: readonly string[];
  readonly close: () => Promise<void>;
}

/** Starts the server with `args` (which should include `--http`), and resolves once it prints where it listens. */
export async function startHttpServer(args: readonly string[], env: Record<string, string> = {}): Promise<HttpServerProcess> {
  // NODE_OPTIONS is left out so Jest's flags stay out of the server.
  const child: ChildProcess = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH ?? '', ...env } });
  const log: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stderr! }).on('line', (line) => {
      log.push(line);
      const match = /serving MCP \(Streamable HTTP\) at (\S+)$/.exec(line);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.once('exit', (code) => { reject(new Error(`screencap-mcp exited with ${code}: ${log.join('\n')}`)); });
  });
  return {
    url,
    log,
    close: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
