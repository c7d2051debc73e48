// Resolved overlays as the comic and render tests expect them.

/** Opaque white, RGBA. */
const WHITE = [255, 255, 255, 255];

/** The default overlay of `text` on Frinkiac, resolved (akbar, white, centred at 50/97). */
export function frinkiacOverlay(text: string) {
  return { text, font: 'akbar', size: 0, color: WHITE, x: 50, y: 97, align: 'center', allCaps: false };
}
