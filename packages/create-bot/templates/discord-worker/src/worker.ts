// A Cloudflare Worker that answers Discord's HTTP interactions: `/quote
// [text]` posts the comic of the clip that says it (without text: a random
// quote), with buttons for another one, a longer clip, a gif and the strip.
import { Frinkiac, ScreencapClient, type AsyncClientOptions } from '@screencap/async';
import { InteractionType, ResponseType, type Interaction, type InteractionResponse, type MessageData } from './discord-types.js';
import { decodeAction, failureMessage, findMatch, gifMessage, matchOf, quoteMessage } from './quote-message.js';
import { importPublicKey, isSignedByDiscord, type CryptoKey } from './verify-signature.js';

export interface Env {
  /** The application's public key (developer portal, "General Information"). */
  readonly DISCORD_PUBLIC_KEY: string;
  /** Another instance than Frinkiac, such as a local fake service. */
  readonly SCREENCAP_BASE_URL?: string;
  /** `classic` or `2026` for SCREENCAP_BASE_URL's instance (default: the client's choice for its host). */
  readonly SCREENCAP_GENERATION?: AsyncClientOptions['generation'];
  /** Where follow-up messages go; Discord's API unless a test fakes it. */
  readonly DISCORD_API?: string;
}

interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

const EPHEMERAL = 64;

/** One client per isolate: its cache and rate limit then span requests. */
let client: ScreencapClient | undefined;
let publicKey: Promise<CryptoKey> | undefined;

function clientFor(env: Env): ScreencapClient {
  // The build for Workers (the `workerd` condition) sends with the platform's fetch.
  const options: AsyncClientOptions = {
    // Says who runs the bot to the service's operators: put your contact after the +.
    userAgent: 'my-screencap-bot/0.1.0 (+https://example.org/bot)',
    ...(env.SCREENCAP_GENERATION === undefined ? {} : { generation: env.SCREENCAP_GENERATION }),
  };
  client ??= env.SCREENCAP_BASE_URL === undefined ? new Frinkiac(options) : new ScreencapClient(env.SCREENCAP_BASE_URL, 'The Simpsons', options);
  return client;
}

function json(body: InteractionResponse, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces the message a button belongs to, once the (slow) work behind it is done. */
async function editOriginal(env: Env, interaction: Interaction, message: Promise<MessageData>): Promise<void> {
  const api = env.DISCORD_API ?? 'https://discord.com/api/v10';
  const body = await message;
  const response = await fetch(`${api}/webhooks/${interaction.application_id}/${interaction.token}/messages/@original`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) console.error(`editing the original message answered ${response.status}`);
}

async function answer(interaction: Interaction, env: Env, context: WaitUntil): Promise<InteractionResponse> {
  const screencaps = clientFor(env);
  if (interaction.type === InteractionType.Ping) return { type: ResponseType.Pong };
  if (interaction.type === InteractionType.ApplicationCommand && interaction.data?.name === 'quote') {
    const text = interaction.data.options?.find((option) => option.name === 'text')?.value;
    const quote = typeof text === 'string' ? text.trim() : '';
    try {
      return { type: ResponseType.ChannelMessageWithSource, data: quoteMessage(screencaps, await findMatch(screencaps, quote), quote) };
    } catch (error) {
      return { type: ResponseType.ChannelMessageWithSource, data: { ...failureMessage(quote, error), flags: EPHEMERAL } };
    }
  }
  const action = interaction.type === InteractionType.MessageComponent ? decodeAction(interaction.data?.custom_id ?? '') : undefined;
  if (action?.action === 'another' || action?.action === 'longer') {
    try {
      // The token names the clip, not the words asked: the longer clip has no "another one".
      const data =
        action.action === 'another'
          ? quoteMessage(screencaps, await findMatch(screencaps, action.value), action.value)
          : quoteMessage(screencaps, await (await matchOf(screencaps, action.value)).extend({ after: 1 }));
      return { type: ResponseType.UpdateMessage, data };
    } catch (error) {
      return { type: ResponseType.ChannelMessageWithSource, data: { ...failureMessage(action.value, error), flags: EPHEMERAL } };
    }
  }
  if (action?.action === 'gif') {
    // A render can outlast Discord's 3 s to answer: acknowledge now, edit the message when the gif is ready.
    const message = matchOf(screencaps, action.value)
      .then(gifMessage)
      .catch((error: unknown) => failureMessage(action.value, error));
    context.waitUntil(editOriginal(env, interaction, message));
    return { type: ResponseType.DeferredUpdateMessage };
  }
  return { type: ResponseType.ChannelMessageWithSource, data: { content: 'Unknown command.', flags: EPHEMERAL } };
}

export default {
  async fetch(request: Request, env: Env, context: WaitUntil): Promise<Response> {
    if (request.method !== 'POST') return new Response('Discord interactions endpoint: POST only', { status: 405 });
    publicKey ??= importPublicKey(env.DISCORD_PUBLIC_KEY);
    const body = await request.text();
    const signed = await isSignedByDiscord(await publicKey, request.headers.get('x-signature-ed25519'), request.headers.get('x-signature-timestamp'), body);
    if (!signed) return new Response('invalid request signature', { status: 401 });
    return json(await answer(JSON.parse(body) as Interaction, env, context));
  },
};
