/**
 * The floor: what a GET of the same URL costs with nothing but `node:http`
 * on a keep-alive agent and `JSON.parse`. No timeouts, retries, validation or
 * model objects: the least any client has to do.
 *
 * One exception, the one Node's documentation prescribes for keep-alive
 * agents (`request.reusedSocket`): a request sent on a pooled socket that the
 * server closed at that very moment (its 5 s keep-alive timeout, which a
 * busy machine makes easy to reach between two series) fails with
 * `ECONNRESET`, and is sent again. The bench reports how often that
 * happened.
 */
import http from 'node:http';

/** A raw JSON GET and the agent it pools connections in. */
export interface Floor {
  get(): Promise<unknown>;
  /** Requests sent again after a reused socket was reset. */
  readonly resends: number;
  close(): void;
}

/** The floor for one URL. */
export function createFloor(url: string): Floor {
  const agent = new http.Agent({ keepAlive: true });
  const target = new URL(url);
  let resends = 0;
  const get = (): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const request = http.get(target, { agent, headers: { accept: 'application/json' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`floor GET ${url} answered ${response.statusCode ?? '?'}`));
            return;
          }
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (request.reusedSocket && error.code === 'ECONNRESET') {
          resends++;
          resolve(get());
        } else {
          reject(error);
        }
      });
    });
  return {
    get,
    get resends() {
      return resends;
    },
    close: () => {
      agent.destroy();
    },
  };
}
