import type { CheckPayload } from './episode-key-check.js';

/**
 * Runs a check of zod's own (a custom `.check()`, such as the episode key
 * rule) as zod runs it: it passes when it reports no issue. An async check
 * cannot answer here, so it fails and zod reads the value (and says why it
 * cannot). Without zod: the generated predicates call it.
 */
export function runCheck<Value>(check: (payload: CheckPayload<Value>) => unknown, value: Value): boolean {
  const payload = { value, issues: [] as unknown[] };
  const result = check(payload);
  if (result instanceof Promise) return false;
  return payload.issues.length === 0;
}
