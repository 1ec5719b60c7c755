/**
 * The address without its `force-lang` parameter (§1: the parameter stores the language and goes), as
 * a path with query and fragment, or null when there is none. The other parameters stay.
 */
export function withoutForceLang(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('force-lang')) return null;
  url.searchParams.delete('force-lang');
  return `${url.pathname}${url.search}${url.hash}`;
}
