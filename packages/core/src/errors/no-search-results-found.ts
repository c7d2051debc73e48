import { type ErrorJson, ScreencapError } from './screencap-error.js';

/**
 * A search matched nothing (the service answers `200 []`). Raised by
 * `search` and `searchForScreencap`, so an empty list never has to be checked for.
 */
export class NoSearchResultsFound extends ScreencapError {
  /** The class name, `NoSearchResultsFound`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'NoSearchResultsFound';
  /** The text that was searched for. */
  readonly query: string;
  /** The search URL that answered with no results. */
  readonly url: string;

  constructor(details: { readonly query: string; readonly url: string }) {
    super(`No search results for ${JSON.stringify(details.query)}`);
    this.query = details.query;
    this.url = details.url;
  }

  override toJSON(): ErrorJson {
    return { ...super.toJSON(), query: this.query, url: this.url };
  }
}
