// The official SDK client over Streamable HTTP, keeping a copy of each
// tools/call answer's stream: a cancelled call shows the server stopped it
// when its stream ends without a result.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/** What a kept stream reads as when the client aborted it. */
const CLIENT_ABORTED = '(aborted by the client)';

export interface RecordingClient {
  readonly client: Client;
  /** Resolves once the last tools/call's answer stream ended without a result; rejects when it carried one. */
  readonly callStopped: () => Promise<void>;
}

/** Connects a client to `url` (and lists the tools, so the client validates structured results). */
export async function connectRecordingClient(url: string): Promise<RecordingClient> {
  const answers: Promise<string>[] = [];
  const recordingFetch = async (target: string | URL, init?: RequestInit): Promise<Response> => {
    if (!(init?.method === 'POST' && typeof init.body === 'string' && init.body.includes('"tools/call"'))) return fetch(target, init);
    const split = fetch(target, init).then((response) => {
      if (response.body === null) return { response, kept: Promise.resolve('') };
      const [kept, passed] = response.body.tee();
      // The client aborts its streams when it closes: that is no answer of the server's.
      const text = new Response(kept).text().catch(() => CLIENT_ABORTED);
      return { response: new Response(passed, { status: response.status, statusText: response.statusText, headers: response.headers }), kept: text };
    });
    answers.push(split.then(({ kept }) => kept));
    return (await split).response;
  };
  const client = new Client({ name: 'screencap-mcp-test', version: '0.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: recordingFetch }));
  await client.listTools();
  return {
    client,
    callStopped: async () => {
      const answer = await answers.at(-1);
      if (answer === CLIENT_ABORTED) throw new Error('the client, not the server, ended the stream');
      if (answer?.includes('"result"')) throw new Error(`the cancelled call answered: ${answer}`);
    },
  };
}
