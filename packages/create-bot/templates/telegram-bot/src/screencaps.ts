import { Frinkiac, ScreencapClient, type AsyncClientOptions } from '@screencap/async';

/** Tells the service's operators who runs this bot: put your contact after the +. */
export const USER_AGENT = 'my-screencap-bot/0.1.0 (+https://example.org/bot)';

/**
 * The bot's screencap client: Frinkiac, or the instance at
 * `SCREENCAP_BASE_URL` (such as a local fake service).
 */
export function screencapsFor(env: Readonly<Record<string, string | undefined>>, options: AsyncClientOptions = {}): ScreencapClient {
  const baseUrl = env.SCREENCAP_BASE_URL;
  const withAgent = { userAgent: USER_AGENT, ...options };
  return baseUrl === undefined || baseUrl === '' ? new Frinkiac(withAgent) : new ScreencapClient(baseUrl, 'The Simpsons', withAgent);
}
