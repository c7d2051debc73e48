// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of shared-redis.ts there): the Redis client needs Node's sockets, so
// neither it nor its import is in the bundle.
import { nodeOnlyOptionError } from './node-only.js';

export type { SharedRedis } from '../scale/shared-redis-parts.js';

/**
 * Never connects: the client's constructor refuses the `redis` option on
 * these platforms first (client.ts), so this only stands in for the import.
 * @throws {TypeError} always.
 */
export function connectSharedRedis(): Promise<never> {
  return Promise.reject(nodeOnlyOptionError('redis', 'its client, @keyv/redis, speaks to Redis over Node.js sockets'));
}
