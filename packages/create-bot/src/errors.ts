/**
 * A command line `create-bot` cannot act on (an unknown template, a missing
 * folder, an unknown flag); `create-bot` prints it with the usage and exits 2.
 *
 * @example
 * ```ts
 * import { createProject, UsageError } from '@screencap/create-bot';
 * try {
 *   createProject({ folder: 'my-bot', template: 'no-such-template' as never });
 * } catch (error) {
 *   if (error instanceof UsageError) console.error(error.message);
 * }
 * ```
 */
export class UsageError extends Error {
  /** The class name, `UsageError`. */
  override readonly name = 'UsageError';
}

/**
 * A project `create-bot` refused to write: the target folder exists and is
 * not empty, or the tarball folder lacks a package the project needs.
 * Nothing was written. `create-bot` prints it and exits 1.
 *
 * @example
 * ```ts
 * import { createProject, CreateBotError } from '@screencap/create-bot';
 * try {
 *   createProject({ folder: '.', template: 'script' });
 * } catch (error) {
 *   if (error instanceof CreateBotError) console.error(error.message); // the folder is not empty
 * }
 * ```
 */
export class CreateBotError extends Error {
  /** The class name, `CreateBotError`. */
  override readonly name = 'CreateBotError';
}
