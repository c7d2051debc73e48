// A Slack app (Bolt): `/simpsons <quote>` posts the comic of the clip that
// says it (`/simpsons` alone: a random quote), as blocks, with buttons for
// another one, a longer clip, the comic strip and the editor.
import { App, LogLevel, type AppOptions, type BlockButtonAction, type RespondArguments } from '@slack/bolt';
import { APIPageStatusError, NoSearchResultsFound, QuoteMatch, type ScreencapClient } from '@screencap/async';

/** What a user reads when the service fails: never a stack, always what to do. */
function failureText(quote: string, error: unknown): string {
  if (error instanceof NoSearchResultsFound) return `Nobody says "${quote}".`;
  // extend() past the episode's last line, or past 8 lines.
  if (error instanceof RangeError) return 'The clip cannot get any longer.';
  // A malformed token, or one of another instance.
  if (error instanceof TypeError) return 'This button does not work any more; ask again.';
  if (error instanceof APIPageStatusError && error.pageStatus === 429) {
    return `The screencap service is busy${error.retryAfter === undefined ? '' : `; try again in ${Math.ceil(error.retryAfter)} s`}.`;
  }
  return 'The screencap service did not answer; try again later.';
}

/**
 * The captioned still of a match: its comic on the 2026 service; on a
 * classic instance, which has no comics, the meme of its frame with the lines.
 */
function stillOf(client: ScreencapClient, match: QuoteMatch): string {
  return client.generation === '2026' ? match.getComicUrl() : match.screencap.getMemeUrl(match.lines.map((line) => line.text).join('\n'));
}

/**
 * The in-channel message of a match, with buttons for another one (`quote`
 * asked again, '' a random quote; none when `quote` is undefined), a longer
 * clip (its value the match's token: the app keeps no state) and, on the
 * 2026 service only, the strip and the editor.
 */
function matchMessage(screencaps: ScreencapClient, match: QuoteMatch, quote?: string): RespondArguments {
  const { screencap } = match;
  const where = `${screencap.key} ${screencap.title} (${screencap.getRealTimestamp()})`;
  const button = (text: string, fields: { action_id: string; value?: string; url?: string }) => ({ type: 'button' as const, text: { type: 'plain_text' as const, text }, ...fields });
  const buttons = [
    ...(quote === undefined ? [] : [button('Another one', { action_id: 'another', value: quote })]),
    ...(match.lines.length < 8 ? [button('Longer', { action_id: 'longer', value: match.toToken() })] : []),
    ...(screencaps.generation === '2026' ? [button('Comic strip', { action_id: 'strip', url: match.getComicStripUrl() }), button('Edit', { action_id: 'edit', url: match.getComicEditorUrl() })] : []),
  ];
  return {
    response_type: 'in_channel',
    text: `${match.text} (${where})`,
    blocks: [
      { type: 'image', image_url: stillOf(screencaps, match), alt_text: match.text },
      { type: 'context', elements: [{ type: 'mrkdwn', text: where }] },
      ...(buttons.length === 0 ? [] : [{ type: 'actions' as const, elements: buttons }]),
    ],
  };
}

/** The in-channel message for `quote` (one of its strong hits, weighted by score; '' a random quote), or a message only the asker sees. */
export async function quoteResponse(screencaps: ScreencapClient, quote: string): Promise<RespondArguments> {
  try {
    const match = quote === '' ? await screencaps.randomQuote() : await screencaps.findQuote(quote, { pick: 'weighted' });
    return matchMessage(screencaps, match, quote);
  } catch (error) {
    return { response_type: 'ephemeral', text: failureText(quote, error) };
  }
}

/** The clip a Longer button's token names, one line longer, or a message only the asker sees. */
export async function longerResponse(screencaps: ScreencapClient, token: string): Promise<RespondArguments> {
  try {
    const named = await screencaps.fromToken(token);
    if (!(named instanceof QuoteMatch)) throw new TypeError('this button names no clip');
    // The token names the clip, not the words asked: the longer clip has no "another one".
    return { ...matchMessage(screencaps, await named.extend({ after: 1 })), replace_original: true };
  } catch (error) {
    return { response_type: 'ephemeral', text: failureText(token, error) };
  }
}

/**
 * The app, its `/simpsons` command wired to `screencaps`. `options` are
 * Bolt's (`signingSecret`, `token`, ...).
 */
export function createApp(screencaps: ScreencapClient, options: AppOptions): App {
  const app = new App({ logLevel: LogLevel.WARN, ...options });
  app.command('/simpsons', async ({ command, ack, respond }) => {
    // Slack wants the acknowledgement within 3 s; the answer follows through response_url.
    await ack();
    await respond(await quoteResponse(screencaps, command.text.trim()));
  });
  app.action<BlockButtonAction>('another', async ({ ack, action, respond }) => {
    await ack();
    const message = await quoteResponse(screencaps, action.value ?? '');
    // A failure is told to the clicker only; the message stays.
    await respond(message.response_type === 'in_channel' ? { ...message, replace_original: true } : message);
  });
  app.action<BlockButtonAction>('longer', async ({ ack, action, respond }) => {
    await ack();
    await respond(await longerResponse(screencaps, action.value ?? ''));
  });
  // The link buttons open their URL in the browser; Slack still sends their click.
  app.action(/^(strip|edit)$/, async ({ ack }) => {
    await ack();
  });
  return app;
}
