import { describeValue } from '../shared/describe-value.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// Sextet value of each ASCII code unit, -1 outside the URL-safe alphabet.
const SEXTETS: Int8Array = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let value = 0; value < ALPHABET.length; value += 1) {
    table[ALPHABET.charCodeAt(value)] = value;
  }
  return table;
})();

/**
 * Encodes a caption for the `b64lines` query value of meme, gif and mp4 URLs:
 * UTF-8, then base64 with the URL-safe alphabet (`-` and `_` instead of `+`
 * and `/`) and `=` padding.
 *
 * Nothing else is done: the caption is not wrapped or shortened (use
 * `formatCaption` first) and the result is not percent-encoded (URL
 * builders do that). A lone surrogate (half of a UTF-16 pair) cannot be
 * written in UTF-8 and is encoded as U+FFFD (`�`), so such a caption does not
 * decode back to itself.
 *
 * @param caption - The caption text; line breaks are written as `\n`.
 * @returns The URL-safe base64 text, padded with `=` to a multiple of 4.
 * @throws TypeError if `caption` is not a string.
 * @example
 * ```ts
 * encodeCaption('D\'oh!\nWoo-hoo!'); // 'RCdvaCEKV29vLWhvbyE='
 * encodeCaption('>>>?'); // 'Pj4-Pw=='
 * ```
 */
export function encodeCaption(caption: string): string {
  const text: unknown = caption;
  if (typeof text !== 'string') {
    throw new TypeError(`caption must be a string, got ${describeValue(text)}`);
  }
  const bytes = new TextEncoder().encode(text);
  let encoded = '';
  for (let start = 0; start < bytes.length; start += 3) {
    const remaining = bytes.length - start;
    const b0 = bytes[start] ?? 0;
    const b1 = bytes[start + 1] ?? 0;
    const b2 = bytes[start + 2] ?? 0;
    encoded += ALPHABET.charAt(b0 >> 2);
    encoded += ALPHABET.charAt(((b0 & 0x03) << 4) | (b1 >> 4));
    encoded += remaining > 1 ? ALPHABET.charAt(((b1 & 0x0f) << 2) | (b2 >> 6)) : '=';
    encoded += remaining > 2 ? ALPHABET.charAt(b2 & 0x3f) : '=';
  }
  return encoded;
}

/**
 * Decodes what {@link encodeCaption} produced: URL-safe base64, with or
 * without `=` padding, of UTF-8 text.
 *
 * Padding, when present, must be complete (the length a multiple of 4). As
 * with `atob`, unused low bits of the last character are ignored.
 *
 * @param encoded - URL-safe base64 text.
 * @returns The caption.
 * @throws TypeError if `encoded` is not a string.
 * @throws RangeError, naming the value, if it holds a character outside
 * `A-Z a-z 0-9 - _` (standard base64's `+` and `/` included), has wrong
 * padding or a length no byte sequence encodes to, or does not decode to
 * valid UTF-8.
 * @example
 * ```ts
 * decodeCaption('RCdvaCEKV29vLWhvbyE='); // 'D\'oh!\nWoo-hoo!'
 * decodeCaption('Pj4-Pw'); // '>>>?'
 * ```
 */
export function decodeCaption(encoded: string): string {
  const text: unknown = encoded;
  if (typeof text !== 'string') {
    throw new TypeError(`encoded caption must be a string, got ${describeValue(text)}`);
  }
  const notBase64 = (why: string): RangeError =>
    new RangeError(`${describeValue(text)} is not URL-safe base64: ${why}`);

  let bodyLength = text.length;
  while (bodyLength > 0 && text.charAt(bodyLength - 1) === '=') bodyLength -= 1;
  const padding = text.length - bodyLength;
  if (padding > 2 || (padding > 0 && text.length % 4 !== 0)) {
    throw notBase64(`wrong padding (${padding} "=" after ${bodyLength} characters)`);
  }
  if (bodyLength % 4 === 1) {
    throw notBase64(`no byte sequence encodes to a length of ${bodyLength} (without padding)`);
  }

  const bytes = new Uint8Array(Math.floor((bodyLength * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (let index = 0; index < bodyLength; index += 1) {
    const code = text.charCodeAt(index);
    const sextet = code < 128 ? (SEXTETS[code] ?? -1) : -1;
    if (sextet < 0) {
      const char = String.fromCodePoint(text.codePointAt(index) ?? code);
      throw notBase64(`${JSON.stringify(char)} at index ${index} is outside the alphabet A-Z a-z 0-9 - _`);
    }
    buffer = ((buffer << 6) | sextet) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written] = (buffer >> bits) & 0xff;
      written += 1;
    }
  }

  try {
    // ignoreBOM: a caption that starts with U+FEFF must come back with it.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (error) {
    throw new RangeError(`${describeValue(text)} does not decode to UTF-8 text`, { cause: error });
  }
}
