/**
 * The service answered, but with nothing to show: no frames in a window, an
 * episode key it does not know. The CLI's own counterpart of the SDK's
 * `NoSearchResultsFound` and `NoFramesFound`, for answers the SDK accepts as
 * valid; exits with code 3 like them.
 */
export class NoResultsError extends Error {
  /** The class name, `NoResultsError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'NoResultsError';
}
