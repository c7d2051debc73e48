// The MCP project's own conformance suite (@modelcontextprotocol/conformance)
// against `screencap-mcp --http`: the server scenarios that need none of the
// suite's own test tools.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { startHttpServer, type HttpServerProcess } from './http-process.js';

const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];
const require = createRequire(import.meta.url);
const CONFORMANCE = join(dirname(require.resolve('@modelcontextprotocol/conformance/package.json')), 'dist/index.js');

let service: FakeServiceHandle;
let server: HttpServerProcess;

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026' });
  server = await startHttpServer(['--http', '0', '--base-url', service.url]);
});

afterAll(async () => {
  await server.close();
  await service.close();
});

test(`the conformance suite passes ${SCENARIOS.join(', ')}`, async () => {
  const runs = await Promise.all(
    SCENARIOS.map(async (scenario) => {
      try {
        const { stdout } = await promisify(execFile)(process.execPath, [CONFORMANCE, 'server', '--url', server.url, '--scenario', scenario], {
          env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
        });
        return { scenario, status: 0, stdout };
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        return { scenario, status: failed.code, stdout: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
      }
    }),
  );
  for (const run of runs) {
    expect({ scenario: run.scenario, status: run.status }).toEqual({ scenario: run.scenario, status: 0 });
    expect(run.stdout).toMatch(/Passed: (\d+)\/\1, 0 failed/);
  }
}, 60_000);
