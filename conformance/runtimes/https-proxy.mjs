// An https front for the fake service (which speaks http only), with a
// certificate made for the run by openssl: Deno runs the subset through it,
// as every public instance is https, and Deno asks permissions of https that
// it does not ask of http.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts an https server on 127.0.0.1 that passes every request on to
 * `target` (an http base URL) and its answer back. `caFile` is the
 * certificate to trust it by (Deno: `--cert`).
 */
export async function startHttpsProxy(target) {
  const folder = mkdtempSync(join(tmpdir(), 'screencap-https-'));
  const file = (name) => join(folder, name);
  const caFile = file('ca.pem');
  // A certificate authority of the run, and the server's certificate it signs
  // (TLS stacks such as Deno's refuse an authority's own certificate as a server's).
  const openssl = (...args) => execFileSync('openssl', args, { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('ca-key.pem'), '-out', caFile, '-days', '1', '-subj', '/CN=screencap runtimes suite CA');
    openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('key.pem'), '-out', file('server.csr'), '-subj', '/CN=127.0.0.1');
    writeFileSync(file('server.ext'), 'basicConstraints=CA:FALSE\nsubjectAltName=IP:127.0.0.1\n');
    openssl('x509', '-req', '-in', file('server.csr'), '-CA', caFile, '-CAkey', file('ca-key.pem'), '-CAcreateserial', '-out', file('cert.pem'), '-days', '1', '-extfile', file('server.ext'));
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`openssl could not make the https front's certificate: ${String(error.stderr ?? error.message).trim()}`, { cause: error });
  }
  const { hostname, port } = new URL(target);
  const server = createServer({ key: readFileSync(file('key.pem')), cert: readFileSync(file('cert.pem')) }, (incoming, outgoing) => {
    const forward = request({ hostname, port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forward.on('error', () => outgoing.destroy());
    incoming.on('error', () => forward.destroy());
    outgoing.on('close', () => forward.destroy());
    incoming.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}/`,
    caFile,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
