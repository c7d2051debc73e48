import { describe, expect, it } from '@jest/globals';
import { APIError } from '../../src/errors/api-error.js';
import { NoSearchResultsFound } from '../../src/errors/no-search-results-found.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';

describe('NoSearchResultsFound', () => {
  it('names the query and keeps the URL that answered with nothing', () => {
    const error = new NoSearchResultsFound({ query: 'xyzzy plugh', url: 'https://frinkiac.com/api/search?q=xyzzy%20plugh' });
    expect(error.message).toBe('No search results for "xyzzy plugh"');
    expect(error.name).toBe('NoSearchResultsFound');
    expect(error.query).toBe('xyzzy plugh');
    expect(error.url).toBe('https://frinkiac.com/api/search?q=xyzzy%20plugh');
  });

  it('quotes an awkward query so the message stays on one line', () => {
    const error = new NoSearchResultsFound({ query: 'two\nlines "quoted"', url: 'https://frinkiac.com/api/search?q=x' });
    expect(error.message).toBe('No search results for "two\\nlines \\"quoted\\""');
  });

  it('sits under ScreencapError and Error, not under APIError (the request succeeded)', () => {
    const error = new NoSearchResultsFound({ query: 'x', url: 'https://frinkiac.com/api/search?q=x' });
    expect(error).toBeInstanceOf(NoSearchResultsFound);
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(APIError);
  });

  it('describes itself as plain data', () => {
    expect(new NoSearchResultsFound({ query: 'x', url: 'https://frinkiac.com/api/search?q=x' }).toJSON()).toEqual({
      name: 'NoSearchResultsFound',
      message: 'No search results for "x"',
      query: 'x',
      url: 'https://frinkiac.com/api/search?q=x',
    });
  });
});
