// A Slack app (Bolt): `/simpsons <quote>` posts the comic of the clip that
// says it, as blocks, with links to the comic strip and the editor.
import { App, LogLevel, type AppOptions, type RespondArguments } from '@slack/bolt';
import { APIPageStatusError, NoSearchResultsFound, type QuoteMatch, type ScreencapClient } from '@screencap/async';

/** What a user reads when the service fails: never a stack, always what to do. */
function failureText(quote: string, error: unknown): string {
  if (error instanceof NoSearchResultsFound) return `Nobody says "${quote}".`;
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

/** The in-channel message for `quote`, or a message only the asker sees. */
export async function quoteResponse(screencaps: ScreencapClient, quote: string): Promise<RespondArguments> {
  if (quote === '') return { response_type: 'ephemeral', text: 'Usage: /simpsons <words someone says>' };
  try {
    const match = await screencaps.findQuote(quote);
    const { screencap } = match;
    const where = `${screencap.key} ${screencap.title} (${screencap.getRealTimestamp()})`;
    // The strip and the editor exist on the 2026 service only.
    const links =
      screencaps.generation === '2026'
        ? [
            { type: 'button', text: { type: 'plain_text', text: 'Comic strip' }, url: match.getComicStripUrl(), action_id: 'strip' },
            { type: 'button', text: { type: 'plain_text', text: 'Edit' }, url: match.getComicEditorUrl(), action_id: 'edit' },
          ] as const
        : [];
    return {
      response_type: 'in_channel',
      text: `${match.text} (${where})`,
      blocks: [
        { type: 'image', image_url: stillOf(screencaps, match), alt_text: match.text },
        { type: 'context', elements: [{ type: 'mrkdwn', text: where }] },
        ...(links.length === 0 ? [] : [{ type: 'actions' as const, elements: [...links] }]),
      ],
    };
  } catch (error) {
    return { response_type: 'ephemeral', text: failureText(quote, error) };
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
  // The link buttons open their URL in the browser; Slack still sends their click.
  app.action(/^(strip|edit)$/, async ({ ack }) => {
    await ack();
  });
  return app;
}
