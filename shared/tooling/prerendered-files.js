// @ts-check
/**
 * The files the builds hand the deployment step that writes the public pages' HTML (decision 0016)
 * and the server that draws signed-in pages (decision 0021): one name each, for the build that
 * writes it and the step that reads it. No imports: the deploy step loads this without webpack.
 */
module.exports = {
  /** In a remote's dist: its public pages' markup by exposed module, props and language. */
  PRERENDERED_PAGES_FILE: 'prerendered-pages.json',
  /** In the shell's dist: its route table, which says which remote renders which route. */
  ROUTE_TABLE_FILE: 'routes.json',
  /** In the shell's dist: its layouts as static markup with slots for a page (decision 0021). */
  LAYOUT_FRAMES_FILE: 'layout-frames.json',
  /** In the shell's dist: the files of its named chunks (`webpackChunkName`) a first load hints. */
  FIRST_LOAD_CHUNKS_FILE: 'first-load-chunks.json',
  /** Beside an app's dist: its Node build, which a server calls to render a signed-in page. */
  SERVER_BUNDLE: 'dist-prerender/render.js',
};
