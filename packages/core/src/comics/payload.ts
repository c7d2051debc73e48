/**
 * The `b64` payload of a comic link, kept short: chat platforms cap link
 * length (a Discord button URL: 512 characters), so an overlay field equal to
 * what the site fills in for a missing one is left out.
 *
 * What the site fills in, from the service facts (the payload shape they give,
 * `{"t", "f", "s", "c", "x": 50, "y": 97, "a": "c", "u": 1 (all caps), "b": 0,
 * "d": 0}`, "only `t` is needed; the service fills the rest with its
 * defaults"):
 * - `x` 50, `y` 97, `a` `"c"`, `b` 0, `d` 0: the values of that shape, and the
 *   SDK's own defaults; left out when equal.
 * - `f`: the instance's own font (`akbar` on Frinkiac, `fr` on Morbotron);
 *   left out when equal there, always sent on other instances, whose site
 *   default is not known.
 * - `u`: the only value the facts show, 1, is what the reference client's 0.4
 *   line sends by default, a choice of that client, not the site's default,
 *   which is not known: `u` is always sent (0 unless `allCaps`), so a caption
 *   comes out in capitals exactly when asked for.
 * - `s` and `c`: the facts give no value, so they are always sent.
 */
import type { FontProfile } from '../instances/instances.js';
import { ALIGN_CODES, type ResolvedOverlay } from './overlay.js';

/** The overlay fields the 2026 site fills in when a comic payload leaves them out, as far as they are known. */
export const COMIC_SITE_DEFAULTS = Object.freeze({ x: 50, y: 97, a: 'c', b: 0, d: 0 } as const);

/** One overlay as the payload carries it: one-letter keys, only `t` always there. */
export interface ComicPayloadOverlay {
  readonly t: string;
  readonly f?: string;
  readonly s: number;
  readonly c: string;
  readonly x?: number;
  readonly y?: number;
  readonly a?: 'l' | 'c' | 'r';
  readonly u: 0 | 1;
}

/** One panel as the payload carries it. */
export interface ComicPayloadPanel {
  readonly e: string;
  readonly ts: number;
  readonly o: readonly ComicPayloadOverlay[];
}

function hex(color: readonly number[]): string {
  return color.map((channel) => channel.toString(16).padStart(2, '0')).join('');
}

/** An overlay in its short wire form: fields equal to the site's known defaults left out. */
export function payloadOverlay(overlay: ResolvedOverlay, profile: Pick<FontProfile, 'siteDefaultFont'>): ComicPayloadOverlay {
  const align = ALIGN_CODES[overlay.align];
  return {
    t: overlay.text,
    ...(overlay.font === profile.siteDefaultFont ? {} : { f: overlay.font }),
    s: overlay.size,
    c: hex(overlay.color),
    ...(overlay.x === COMIC_SITE_DEFAULTS.x ? {} : { x: overlay.x }),
    ...(overlay.y === COMIC_SITE_DEFAULTS.y ? {} : { y: overlay.y }),
    ...(align === COMIC_SITE_DEFAULTS.a ? {} : { a: align }),
    u: overlay.allCaps ? 1 : 0,
  };
}
