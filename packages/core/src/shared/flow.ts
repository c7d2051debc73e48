/**
 * What a call of a flavour gives back: the async flavour a promise of its
 * result, the sync one the result itself. {@link Run} reads it.
 */
export interface Effect {
  readonly async: boolean;
}

/** The async flavour's effect: every call resolves a promise. */
export interface AsyncEffect extends Effect {
  readonly async: true;
}

/** The sync flavour's effect: every call blocks and returns the value. */
export interface SyncEffect extends Effect {
  readonly async: false;
}

/**
 * `Promise<T>` for the async flavour, `T` for the sync one. A conditional
 * type (rather than a property of the effect holding `T`), so that `T` keeps
 * its name where a user's editor shows it (`Promise<EpisodeViewJson>`).
 */
export type Run<E extends Effect, T> = E extends AsyncEffect ? Promise<T> : T;

/**
 * The steps of a call that makes several requests (or a request after a
 * decision), written once for both flavours: each step it yields is a call
 * to make (it returns the flavour's effect of its result); the flavour's
 * driver makes it and passes back the result, or throws its error in.
 */
export type Flow<Result> = Generator<() => unknown, Result, unknown>;

/** Runs a flow, awaiting each step; whatever it throws rejects the promise (argument checks included). */
export async function driveAsync<Result>(flow: Flow<Result>): Promise<Result> {
  let next = flow.next();
  while (next.done !== true) {
    let result: unknown;
    try {
      result = await next.value();
    } catch (error) {
      next = flow.throw(error);
      continue;
    }
    next = flow.next(result);
  }
  return next.value;
}

/** Runs a flow, each step blocking; what it throws is thrown. */
export function driveSync<Result>(flow: Flow<Result>): Result {
  let next = flow.next();
  while (next.done !== true) {
    let result: unknown;
    try {
      result = next.value();
    } catch (error) {
      next = flow.throw(error);
      continue;
    }
    next = flow.next(result);
  }
  return next.value;
}
