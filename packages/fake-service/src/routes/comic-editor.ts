/**
 * Mode `'2026'`, `comicmaker/<key>/<ts>[?b64=<payload>&layout=<layout>]`:
 * the site's comic editor, an HTML page. The real page's markup is not
 * known; what is known (service-facts.md) is that it opens on a frame and
 * that its `b64` and `layout` parameters match `comic/img`'s. So the fake
 * answers a small HTML page for a known episode, and checks `b64` and
 * `layout` exactly as `comic/img` does (`400` for what that refuses).
 */
import { findEpisode } from '../catalogue/lookup.js';
import { comicLayout, readPanels } from './comic.js';
import { HttpError, integerParameter, stringParameter, type Route, type RouteContext, type ServiceResponse } from './route.js';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function comicEditor(context: RouteContext): ServiceResponse {
  const timestamp = integerParameter(context, 'timestamp');
  const key = stringParameter(context, 'key');
  if (findEpisode(context.state.catalogue, key) === undefined) throw new HttpError(404, `unknown episode ${JSON.stringify(key)}`);
  const panels = context.query.has('b64') ? readPanels(context) : [];
  comicLayout(context.query.get('layout'));
  // The captions the editor opens with, one a line, so a test can read what it was given.
  const captions = panels.flatMap((panel) => panel.o.map((overlay) => `<li>${escapeHtml(overlay.t)}</li>`));
  const page = `<!doctype html>\n<title>comic editor ${escapeHtml(key)} ${timestamp}</title>\n<ul>${captions.join('')}</ul>\n`;
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: Buffer.from(page, 'utf8') };
}

/** Routes of the comic editor page. */
export const comicEditorRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/comicmaker/:key/:timestamp',
    endpoint: 'comic-editor',
    modes: ['2026'],
    handle: comicEditor,
  },
];
