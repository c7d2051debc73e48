/**
 * Tiny but valid media files, built byte by byte, and the video token.
 *
 * Clients only need to recognise the files (magic numbers, a decoder that
 * does not choke), so each file is the smallest one its format allows. The
 * caption, when there is one, is stored in a comment so that a test can check
 * which caption reached the "renderer".
 */
import { createHash } from 'node:crypto';

/** The kinds of clip the service renders. */
export type VideoFormat = 'gif' | 'mp4';

const textEncoder = new TextEncoder();

function concatBytes(parts: readonly Uint8Array[]): Buffer {
  return Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength)));
}

function uint16BigEndian(value: number): number[] {
  return [(value >>> 8) & 0xff, value & 0xff];
}

function uint32BigEndian(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

/** A JPEG marker segment: marker, then a length that counts itself but not the marker. */
function jpegSegment(marker: number, payload: readonly number[] | Uint8Array): Uint8Array {
  return Uint8Array.from([0xff, marker, ...uint16BigEndian(payload.length + 2), ...payload]);
}

/** A segment length cannot exceed 65 535, two bytes of which are the length itself. */
const JPEG_COMMENT_LIMIT = 65_533;

/**
 * Builds an 8x8 mid-grey baseline JPEG with an optional comment (COM) segment.
 *
 * Both Huffman tables hold a single one-bit code, so the one block of the
 * image is coded as two zero bits: "DC difference 0" then "end of block".
 */
export function tinyJpeg(comment?: string): Buffer {
  const commentBytes = comment === undefined ? undefined : textEncoder.encode(comment).subarray(0, JPEG_COMMENT_LIMIT);
  const singleCodeTable = (tableClassAndId: number): number[] => [tableClassAndId, 1, ...new Array<number>(15).fill(0), 0x00];
  return concatBytes([
    Uint8Array.from([0xff, 0xd8]), // SOI
    jpegSegment(0xe0, [...textEncoder.encode('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0, JFIF 1.1, no thumbnail
    ...(commentBytes === undefined ? [] : [jpegSegment(0xfe, commentBytes)]), // COM
    jpegSegment(0xdb, [0x00, ...new Array<number>(64).fill(1)]), // DQT: 8-bit table 0, all ones
    jpegSegment(0xc0, [8, ...uint16BigEndian(8), ...uint16BigEndian(8), 1, 1, 0x11, 0]), // SOF0: 8x8, one component
    jpegSegment(0xc4, singleCodeTable(0x00)), // DHT: DC table 0, code "0" = category 0
    jpegSegment(0xc4, singleCodeTable(0x10)), // DHT: AC table 0, code "0" = end of block
    jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS: one component, tables 0/0, full spectrum
    Uint8Array.from([0b0011_1111]), // "0" (DC), "0" (EOB), then 1-bits pad the byte
    Uint8Array.from([0xff, 0xd9]), // EOI
  ]);
}

/** GIF data is a chain of sub-blocks of at most 255 bytes, ended by an empty one. */
function gifSubBlocks(data: Uint8Array): number[] {
  const blocks: number[] = [];
  for (let offset = 0; offset < data.length; offset += 255) {
    const block = data.subarray(offset, offset + 255);
    blocks.push(block.length, ...block);
  }
  blocks.push(0);
  return blocks;
}

/**
 * Builds a 1x1 GIF89a (one white pixel) with an optional comment extension.
 */
export function tinyGif(comment?: string): Buffer {
  const commentExtension = comment === undefined || comment === '' ? [] : [0x21, 0xfe, ...gifSubBlocks(textEncoder.encode(comment))];
  return Buffer.from([
    ...textEncoder.encode('GIF89a'),
    // Logical screen: 1x1, global colour table of 2 entries, background 0.
    0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00,
    // Global colour table: white, black.
    0xff, 0xff, 0xff, 0x00, 0x00, 0x00,
    ...commentExtension,
    // Image descriptor: at 0,0, 1x1, no local table.
    0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
    // LZW minimum code size 2; 3-bit codes "clear" (4), pixel 0, "end" (5), packed LSB first.
    0x02, 0x02, 0x44, 0x01, 0x00,
    0x3b, // trailer
  ]);
}

/** An ISO-BMFF box: 32-bit size (header included), four-character type, payload. */
function isoBox(type: string, payload: readonly number[]): number[] {
  return [...uint32BigEndian(payload.length + 8), ...textEncoder.encode(type), ...payload];
}

/**
 * Builds a minimal MP4: an `ftyp` box and a `moov` box holding only the
 * movie header (`mvhd`), with the clip duration in milliseconds. It has no
 * tracks, which ISO-BMFF allows.
 */
export function tinyMp4(durationMs: number): Buffer {
  const identityMatrix = [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000].flatMap(uint32BigEndian);
  const movieHeader = isoBox('mvhd', [
    0, 0, 0, 0, // version 0, no flags
    ...uint32BigEndian(0), // creation time
    ...uint32BigEndian(0), // modification time
    ...uint32BigEndian(1000), // timescale: milliseconds
    ...uint32BigEndian(Math.min(durationMs, 0xffff_ffff)),
    ...uint32BigEndian(0x0001_0000), // rate 1.0
    ...uint16BigEndian(0x0100), // volume 1.0
    ...new Array<number>(10).fill(0), // reserved
    ...identityMatrix,
    ...new Array<number>(24).fill(0), // pre-defined
    ...uint32BigEndian(1), // next track id
  ]);
  const fileType = isoBox('ftyp', [...textEncoder.encode('isom'), ...uint32BigEndian(0x200), ...textEncoder.encode('isomiso2mp41')]);
  return Buffer.from([...fileType, ...isoBox('moov', movieHeader)]);
}

/** What a video token stands for. */
export interface VideoRequest {
  readonly format: VideoFormat;
  readonly key: string;
  readonly start: number;
  readonly end: number;
  /** The decoded caption, absent when the request carried none. */
  readonly caption?: string;
}

/**
 * Derives the 28-character token of a rendered clip: URL-safe base64, `=`
 * padding kept, of the SHA-1 (20 bytes) of the request. The same request
 * always gives the same token, as the real service does.
 */
export function videoToken(request: VideoRequest): string {
  const fingerprint = [request.format, request.key, request.start, request.end, request.caption === undefined ? 'no-caption' : `caption:${request.caption}`].join('\u0000');
  return fingerprintToken(fingerprint);
}

/**
 * The 28-character token of any fingerprint: URL-safe base64, `=` padding
 * kept, of its SHA-1 (20 bytes). Used for classic clips and 2026 render jobs.
 */
export function fingerprintToken(fingerprint: string): string {
  return createHash('sha1').update(fingerprint, 'utf8').digest('base64').replaceAll('+', '-').replaceAll('/', '_');
}
