// @ts-check
/**
 * The files the builds hand the deployment step that writes the public pages' HTML (decision 0016):
 * one name each, for the build that writes it and the step that reads it. No imports: the deploy
 * step loads this without webpack.
 */
module.exports = {
  /** In a remote's dist: its public pages' markup by exposed module, props and language. */
  PRERENDERED_PAGES_FILE: 'prerendered-pages.json',
  /** In the shell's dist: its route table, which says which remote renders which route. */
  ROUTE_TABLE_FILE: 'routes.json',
};
