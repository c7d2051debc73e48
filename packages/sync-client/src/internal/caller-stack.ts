import { ScreencapError } from '@screencap/core/internal';

// Errors rebuilt on this thread from the worker's answer: their stack was
// taken where they were rebuilt, which tells a caller nothing.
const rebuilt = new WeakSet<object>();

/** Marks an error rebuilt from the worker's data, so that the public method it leaves restarts its stack at the caller. */
export function markRebuilt<E extends Error>(error: E): E {
  rebuilt.add(error);
  return error;
}

/**
 * Makes the SDK errors (and the errors rebuilt from the worker) that leave a
 * public method of `prototype` start their stack at the method's caller.
 *
 * The error a request meets is made again on this thread from the worker's
 * plain data, deep inside the SDK, and an uncaught error's banner (the line
 * Node.js prints above the message, with a caret) and first frame name where
 * the error was made: core's rebuild code, of no use to a user. Restarting the
 * stack at the public method puts the user's own line there instead, as a
 * thrown error of their own would. A method called by another public method
 * (`searchForScreencap` calls `search`) is left by the outer one last, so the
 * outermost call wins. Other errors (a `TypeError` for a bad argument, a bug)
 * keep the stack of the code that threw them.
 */
export function throwAtCaller(prototype: object): void {
  // The methods written once in core are inherited: each is wrapped here, on
  // this flavour's prototype, leaving core's (the async flavour's too) as is.
  const names = new Set<string>();
  for (let level: object | null = prototype; level !== null && level !== Object.prototype; level = Object.getPrototypeOf(level) as object | null) {
    for (const name of Object.getOwnPropertyNames(level)) names.add(name);
  }
  for (const name of names) {
    const descriptor = findDescriptor(prototype, name);
    const method: unknown = descriptor?.value;
    if (name === 'constructor' || typeof method !== 'function') continue;
    const wrapped = function (this: unknown, ...args: unknown[]): unknown {
      try {
        return Reflect.apply(method, this, args);
      } catch (error) {
        if (error instanceof ScreencapError || (error instanceof Error && rebuilt.has(error))) Error.captureStackTrace(error, wrapped);
        throw error;
      }
    };
    // The method's own name and arity, so that it reads as before to anything that looks.
    Object.defineProperty(wrapped, 'name', { value: method.name });
    Object.defineProperty(wrapped, 'length', { value: method.length });
    Object.defineProperty(prototype, name, { ...descriptor, value: wrapped });
  }
}

// A property's descriptor where the prototype chain has it: its own, or the nearest ancestor's.
function findDescriptor(prototype: object, name: string): PropertyDescriptor | undefined {
  for (let level: object | null = prototype; level !== null; level = Object.getPrototypeOf(level) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(level, name);
    if (descriptor !== undefined) return descriptor;
  }
  return undefined;
}
