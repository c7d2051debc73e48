// Slack's side, faked at the app's HTTP boundary: slash commands and button
// clicks POSTed to /slack/events and signed with the signing secret as Slack signs them, and
// a response_url on loopback that catches what the app posts back. The tests
// read the messages; `npm run dev` prints them.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** POSTs `/simpsons <text>` to the app at `appUrl`, as Slack would; the answer lands at `responseUrl`. */
export function sendSlashCommand(appUrl: string, text: string, { responseUrl, secret }: { responseUrl: string; secret: string }): Promise<Response> {
  const body = new URLSearchParams({
    token: 'legacy', team_id: 'T1', channel_id: 'C1', user_id: 'U1', user_name: 'tess',
    command: '/simpsons', text, response_url: responseUrl, trigger_id: '1.2.3', api_app_id: 'A1',
  }).toString();
  return postSigned(appUrl, body, secret);
}

/** POSTs a click on the button `actionId` carrying `value` (a `block_actions` payload), as Slack would. */
export function sendButtonClick(appUrl: string, actionId: string, value: string, { responseUrl, secret }: { responseUrl: string; secret: string }): Promise<Response> {
  const payload = {
    type: 'block_actions', api_app_id: 'A1', trigger_id: '1.2.3', response_url: responseUrl,
    team: { id: 'T1' }, user: { id: 'U1', name: 'tess' }, channel: { id: 'C1' }, container: { type: 'message', message_ts: '1.1', channel_id: 'C1' },
    actions: [{ type: 'button', action_id: actionId, block_id: 'b1', value, action_ts: '1.2' }],
  };
  return postSigned(appUrl, new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), secret);
}

function postSigned(appUrl: string, body: string, secret: string): Promise<Response> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
  return fetch(`${appUrl}/slack/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-slack-request-timestamp': timestamp, 'x-slack-signature': signature },
    body,
  });
}

/** A fake response_url: each message the app posts there is handed to `onMessage`. */
export async function startResponseUrl(onMessage: (message: any) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.end('ok');
      onMessage(JSON.parse(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/commands/T1/1/hook`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
