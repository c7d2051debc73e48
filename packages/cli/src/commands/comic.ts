/**
 * `screencap comic`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`comic.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { joinWords, literalText } from './literal-text.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';
import { CAPTION_FONTS, COMIC_LAYOUTS } from '@screencap/core/internal';
import { DOWNLOAD_OPTIONS } from '../download.js';

/** The largest `--size`. */
export const MAX_TEXT_SIZE = 120;

/**
 * `screencap comic <key> <timestamp> [<key> <timestamp> ...] [--caption text ...] [style options]`.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const COMIC_COMMAND = {
  name: 'comic',
  summary: 'the URL of a captioned still or a strip of 2 to 4 panels (2026 service)',
  description:
    literalText(
      'Prints the URL of a comic: one captioned panel, or a strip of 2 to 4 panels given as pairs of key and ',
      'timestamp. Give --caption once per panel, in order; a panel without one has no caption, except a ',
      "single panel, which then gets the screencap's own caption, wrapped and shortened (a request for it). ",
      'Given its captions, a comic needs no request where the instance is known to run the 2026 service (a 2026 ',
      'preset, --generation 2026); elsewhere the first panel is asked for once, to tell. ',
      '--font, --size, --color, --align and --caps style every caption. ',
      'The 2026 service replaced `meme` with this.',
    ),
  arguments: [
    { ...KEY_ARGUMENT, description: 'the episode key of a panel, such as S05E01' },
    { ...TIMESTAMP_ARGUMENT, description: 'milliseconds into that episode; repeat <key> <timestamp> for up to 4 panels' },
  ],
  synopsis: '<key> <timestamp> [<key> <timestamp> ...]',
  repeats: true,
  options: {
    caption: {
      type: 'string',
      multiple: true,
      valueName: 'text',
      description:
        "the text of a panel, as given; repeat it for the next panels, in order (default: no caption; for a single panel, the screencap's own, wrapped and shortened)",
    },
    layout: {
      type: 'string',
      valueName: 'layout',
      description: `how the panels are arranged: ${joinWords(COMIC_LAYOUTS, ', ')} (default: none for one panel, wide for 2, 1over2 for 3, 2x2 for 4)`,
    },
    font: {
      type: 'string',
      valueName: 'name',
      description:
        `the font of the captions, one of ${joinWords(CAPTION_FONTS, ', ')}, on any instance (default: akbar on frinkiac, fr on morbotron, impact elsewhere)`,
    },
    size: { type: 'string', valueName: 'n', description: `the text size, 1 to ${MAX_TEXT_SIZE}, or 0 to fit the panel (default 0)` },
    color: {
      type: 'string',
      valueName: '#rrggbb',
      description: 'the text colour, #rrggbb or #rrggbbaa (quote it in a shell, or leave out the #; default #ffffff)',
    },
    align: { type: 'string', valueName: 'left|center|right', description: 'how the text lines up (default center)' },
    caps: { type: 'boolean', description: 'write the captions in capitals' },
    ...DOWNLOAD_OPTIONS,
  },
  examples: [
    'comic S05E01 200160',
    'comic S05E01 200160 --caption "I am so smart!" --font comicneue --color ffff00',
    'comic S05E01 200160 S05E01 204000 --caption "I am so smart!" --caption "S-M-R-T" --layout tall',
    'comic S05E01 200160 S05E01 204000 S05E01 208000 --caps --json',
    'comic S05E01 200160 --download smart.jpg',
  ],
} as const satisfies CommandSpec;
