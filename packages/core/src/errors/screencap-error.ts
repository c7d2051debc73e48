/** An SDK error as plain data: what its `toJSON()` gives and `JSON.stringify` writes. */
export interface ErrorJson {
  /** The error's class name, such as `APIPageStatusError`. */
  name: string;
  /** The error's message. */
  message: string;
  /** The fields of its class, such as `pageStatus` and `url`. */
  [field: string]: unknown;
}

/**
 * The base class of every error the SDK raises about the service or its
 * answers. Catch it to handle any of them; check the subclasses to act on one.
 *
 * Bad arguments are the exception: they raise the built-in `TypeError` or
 * `RangeError`, before any request is sent, as the interface specifies.
 *
 * @example
 * ```ts
 * try {
 *   await client.search('hello');
 * } catch (error) {
 *   if (error instanceof ScreencapError) console.error(error.message);
 *   else throw error;
 * }
 * ```
 */
export class ScreencapError extends Error {
  /** The class name, `ScreencapError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'ScreencapError';

  /**
   * The fields that describe this error, as plain data: what crosses a worker
   * boundary and what `deserializeError` rebuilds the error from.
   */
  toJSON(): ErrorJson {
    return { name: this.name, message: this.message };
  }
}
