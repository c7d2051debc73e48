// The SDK's own words for the issues its schemas can raise, in place of zod's
// English locale (a kB of every Worker's and page's bundle, for formats,
// sizes and keys no schema of the SDK checks). The words are zod's, so an
// `InvalidResponseError` reads the same as before and as zod's docs show it.

/** The fields of a zod issue the messages are made from. */
export interface RaisedIssue {
  readonly code?: string;
  readonly expected?: unknown;
  readonly input?: unknown;
  readonly origin?: unknown;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly inclusive?: boolean;
}

/** A JSON value's type as zod names it: `null`, `array`, or its `typeof`. */
function typeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * What is wrong with a value of an answer, as zod's English says it:
 * `Invalid input: expected number, received string`,
 * `Too small: expected number to be >=0`.
 */
export function issueMessage(issue: RaisedIssue): string {
  const bound = issue.inclusive === true ? '=' : '';
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${String(issue.expected)}, received ${typeOf(issue.input)}`;
    case 'too_small':
      return `Too small: expected ${String(issue.origin)} to be >${bound}${String(issue.minimum)}`;
    case 'too_big':
      return `Too big: expected ${String(issue.origin)} to be <${bound}${String(issue.maximum)}`;
    default:
      return 'Invalid input';
  }
}
