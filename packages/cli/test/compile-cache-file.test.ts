import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { openCacheData, sealCacheData } from '../src/compile-cache-file.js';

describe('the compile cache file', () => {
  test('opening a sealed payload gives it back, whatever its length (word-aligned or not, empty)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (payload, madeByASuccess) => {
        const opened = openCacheData(sealCacheData(payload, madeByASuccess));
        expect(opened).toBeDefined();
        expect(Buffer.compare(opened!.payload, Buffer.from(payload))).toBe(0);
        expect(opened!.madeByASuccess).toBe(madeByASuccess);
      }),
    );
  });

  test('any one byte changed anywhere, header or payload, is refused', () => {
    const sealed = sealCacheData(Buffer.from(Array.from({ length: 61 }, (_, index) => (index * 37) % 256)), true);
    for (let offset = 0; offset < sealed.length; offset += 1) {
      for (const flip of [0x01, 0x80, 0xff]) {
        const damaged = Buffer.from(sealed);
        damaged[offset]! ^= flip;
        expect(openCacheData(damaged)).toBeUndefined();
      }
    }
  });

  test('a run of bytes overwritten in the payload is refused', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 400 }), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 255 }), (payload, start, length, value) => {
        const sealed = sealCacheData(payload, false);
        const from = 20 + (start % payload.length);
        const to = Math.min(sealed.length, from + 1 + (length % 64));
        const damaged = Buffer.from(sealed).fill(value, from, to);
        fc.pre(!damaged.equals(sealed));
        expect(openCacheData(damaged)).toBeUndefined();
      }),
    );
  });

  test('a file cut short, grown, empty or of another kind is refused', () => {
    const sealed = sealCacheData(Buffer.from('cached code'), true);
    expect(openCacheData(sealed.subarray(0, sealed.length - 1))).toBeUndefined();
    expect(openCacheData(Buffer.concat([sealed, Buffer.from([0])]))).toBeUndefined();
    expect(openCacheData(sealed.subarray(0, 19))).toBeUndefined();
    expect(openCacheData(Buffer.alloc(0))).toBeUndefined();
    expect(openCacheData(Buffer.from('cached code, without a header at all'))).toBeUndefined();
  });

  test('the header: the magic SCV8, format 2, the flags, the length, little-endian', () => {
    const sealed = sealCacheData(Buffer.from('abcde'), true);
    expect(sealed.subarray(0, 4).toString('latin1')).toBe('SCV8');
    expect(sealed.readUInt32LE(4)).toBe(2);
    expect(sealed.readUInt32LE(8)).toBe(1);
    expect(sealed.readUInt32LE(12)).toBe(5);
    expect(sealed.subarray(20).toString()).toBe('abcde');
    expect(sealCacheData(Buffer.from('abcde'), false).readUInt32LE(8)).toBe(0);
  });

  test('a flag it does not know, or a file of format 1, is refused', () => {
    const unknownFlag = sealCacheData(Buffer.from('abcde'), true);
    unknownFlag.writeUInt32LE(3, 8);
    expect(openCacheData(unknownFlag)).toBeUndefined();
    const formatOne = sealCacheData(Buffer.from('abcde'), true);
    formatOne.writeUInt32LE(1, 4);
    expect(openCacheData(formatOne)).toBeUndefined();
  });
});
