import { afterEach, describe, expect, it } from '@jest/globals';
import { grantedWithoutAsking } from '../../src/shared/deno-permissions.js';

/** Stands in for Deno's global, whose permissions answer `state`, or throw. */
function denoAnswering(state: string | Error): void {
  const querySync = (): { state: string } => {
    if (state instanceof Error) throw state;
    return { state };
  };
  Object.defineProperty(globalThis, 'Deno', { configurable: true, value: { permissions: { querySync } } });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'Deno');
});

describe('grantedWithoutAsking', () => {
  const permission = { name: 'read', path: '/srv/bot/node_modules/@screencap/core/lib/zod.cjs' } as const;

  it('is true outside Deno', () => {
    expect(grantedWithoutAsking(permission)).toBe(true);
  });

  it('is true in Deno only for a granted permission', () => {
    denoAnswering('granted');
    expect(grantedWithoutAsking(permission)).toBe(true);
    denoAnswering('prompt');
    expect(grantedWithoutAsking(permission)).toBe(false);
    denoAnswering('denied');
    expect(grantedWithoutAsking(permission)).toBe(false);
  });

  it('is false when Deno cannot say', () => {
    denoAnswering(new TypeError('unknown permission'));
    expect(grantedWithoutAsking(permission)).toBe(false);
  });
});
