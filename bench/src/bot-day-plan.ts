/**
 * A bot's day: a fixed mix of commands as a quote bot sees them, with the
 * repeats real users make (a few quotes and clips are asked for again and
 * again, most only once). Deterministic: the same plan on every run.
 */
import { catalogue } from '@screencap/fake-service';

/** One user command and what the bot calls for it. */
export type Command =
  | { readonly kind: 'quote'; readonly text: string } // searchForScreencap: a quote to a captioned frame (and its comic link)
  | { readonly kind: 'frame'; readonly key: string; readonly timestamp: number } // getScreencap of a frame posted before
  | { readonly kind: 'gif'; readonly text: string } // searchForScreencap, then renderGif of it
  | { readonly kind: 'random' }; // getRandomScreencap

/** How many commands a day holds. */
export const COMMANDS_PER_DAY = 600;

// A small linear congruential generator: the plan must not change between runs.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

// Squaring a uniform number favours the start of a list: a few popular items, a long tail.
function popular<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() ** 2 * items.length)]!;
}

/** The commands of one day, in order. */
export function botDay(commands = COMMANDS_PER_DAY): Command[] {
  const next = random(2026);
  // Quotes users type: the first words of plain-text subtitle lines.
  const quotes = catalogue.subtitles
    .map((line) => line.Content.split(/\s+/).slice(0, 3).join(' '))
    .filter((text) => /^[A-Za-z' ]{8,}$/.test(text))
    .filter((text, index, all) => all.indexOf(text) === index)
    .slice(0, 60);
  const frames = catalogue.subtitles.slice(0, 40).map((line) => ({ key: line.Episode, timestamp: line.RepresentativeTimestamp }));
  const plan: Command[] = [];
  for (let index = 0; index < commands; index++) {
    const roll = next();
    if (roll < 0.5) plan.push({ kind: 'quote', text: popular(quotes, next) });
    else if (roll < 0.7) plan.push({ kind: 'frame', ...popular(frames, next) });
    else if (roll < 0.9) plan.push({ kind: 'gif', text: popular(quotes.slice(0, 20), next) });
    else plan.push({ kind: 'random' });
  }
  return plan;
}
