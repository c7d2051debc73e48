/**
 * The error of an option that needs Node.js (or Bun or Deno, which run the
 * Node.js build), given to the build for Workers and browsers: a
 * `TypeError`, thrown when the client is made, before any request.
 */
export function nodeOnlyOptionError(option: string, why: string): TypeError {
  return new TypeError(
    `the ${option} option needs Node.js, Bun or Deno (${why}); this is @screencap/async's build for Workers and browsers, which sends through the platform's fetch`,
  );
}
