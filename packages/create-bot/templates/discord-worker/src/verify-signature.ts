import type { webcrypto } from 'node:crypto';

/** WebCrypto's key type (a global in Workers; named through Node's types here). */
export type CryptoKey = webcrypto.CryptoKey;

// Discord signs every interaction it sends: Ed25519 over the
// X-Signature-Timestamp header followed by the raw body, hex-encoded in
// X-Signature-Ed25519, checked with the application's public key. Discord
// sends forged requests now and then to check that an endpoint refuses them.

function hexBytes(hex: string): Uint8Array | undefined {
  if (hex.length % 2 !== 0 || !/^[\da-f]*$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** Imports the application's public key (hex, from the developer portal) once per isolate. */
export async function importPublicKey(hex: string): Promise<CryptoKey> {
  const raw = hexBytes(hex);
  if (raw?.length !== 32) throw new TypeError('DISCORD_PUBLIC_KEY must be the 64 hex digits of an Ed25519 public key');
  return crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
}

/** Whether `body` was signed by Discord for this application. */
export async function isSignedByDiscord(key: CryptoKey, signatureHex: string | null, timestamp: string | null, body: string): Promise<boolean> {
  if (signatureHex === null || timestamp === null) return false;
  const signature = hexBytes(signatureHex);
  if (signature?.length !== 64) return false;
  return crypto.subtle.verify({ name: 'Ed25519' }, key, signature, new TextEncoder().encode(timestamp + body));
}
