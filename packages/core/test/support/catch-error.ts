/**
 * Runs `fn`, expects it to throw an instance of `ErrorClass`, and returns what
 * it threw, so that a test can read the error's fields.
 */
export function catchError<E extends Error>(ErrorClass: abstract new (...args: never[]) => E, fn: () => unknown): E {
  let caught: unknown = undefined;
  let threw = false;
  try {
    fn();
  } catch (error) {
    caught = error;
    threw = true;
  }
  if (!threw) throw new Error(`expected a ${ErrorClass.name}, but nothing was thrown`);
  if (!(caught instanceof ErrorClass)) {
    const what = caught instanceof Error ? `${caught.name}: ${caught.message}` : typeof caught;
    throw new Error(`expected a ${ErrorClass.name}, got ${what}`);
  }
  return caught;
}
