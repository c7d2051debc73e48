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
   * boundary and what {@link deserializeError} rebuilds the error from.
   */
  toJSON(): { name: string; message: string } & Record<string, unknown> {
    return { name: this.name, message: this.message };
  }
}
