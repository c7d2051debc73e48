/**
 * Strict decoding of the `b64lines` caption parameter.
 *
 * The real services read captions as URL-safe base64 (`-` and `_`), padding
 * optional. The decoder here is deliberately strict so that a client bug
 * (standard alphabet, a `+` turned into a space by query decoding, a cut
 * string) shows up as a `400` instead of a silently wrong caption.
 */

/** Thrown when a caption parameter is not valid URL-safe base64 of UTF-8 text. */
export class CaptionDecodingError extends Error {
  override readonly name = 'CaptionDecodingError';
}

const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SEXTET_BY_CHARACTER = new Map(Array.from(URL_SAFE_ALPHABET, (character, index) => [character, index] as const));
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes URL-safe base64 (padding optional) into bytes.
 *
 * @throws {CaptionDecodingError} on characters outside `[A-Za-z0-9_-]`, a
 * length no encoder produces, misplaced padding, or non-zero leftover bits.
 */
export function decodeUrlSafeBase64(encoded: string): Uint8Array {
  const withoutPadding = encoded.replace(/={1,2}$/, '');
  const paddingLength = encoded.length - withoutPadding.length;
  if (paddingLength > 0 && encoded.length % 4 !== 0) {
    throw new CaptionDecodingError(`padded base64 must have a length divisible by 4, got ${encoded.length}`);
  }
  if (withoutPadding.length % 4 === 1) {
    throw new CaptionDecodingError(`no base64 encoder produces ${withoutPadding.length} characters`);
  }
  const bytes = new Uint8Array(Math.floor((withoutPadding.length * 3) / 4));
  let buffer = 0;
  let bufferedBits = 0;
  let written = 0;
  for (const character of withoutPadding) {
    const sextet = SEXTET_BY_CHARACTER.get(character);
    if (sextet === undefined) {
      throw new CaptionDecodingError(`character ${JSON.stringify(character)} is not in the URL-safe base64 alphabet`);
    }
    buffer = (buffer << 6) | sextet;
    bufferedBits += 6;
    if (bufferedBits >= 8) {
      bufferedBits -= 8;
      bytes[written++] = (buffer >> bufferedBits) & 0xff;
      buffer &= (1 << bufferedBits) - 1;
    }
  }
  // A correct encoder pads the last sextet with zero bits; anything else is
  // the sign of a string that was cut or altered on the way.
  if (buffer !== 0) {
    throw new CaptionDecodingError('base64 has non-zero bits after its last byte');
  }
  return bytes;
}

/**
 * Decodes a `b64lines` value into the caption text.
 *
 * @throws {CaptionDecodingError} when the value is not URL-safe base64 of UTF-8.
 */
export function decodeCaption(encoded: string): string {
  const bytes = decodeUrlSafeBase64(encoded);
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new CaptionDecodingError('caption bytes are not valid UTF-8');
  }
}
