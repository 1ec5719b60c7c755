/** The list's page lives in the URL (`/warehouses?page=3`), so a reload or a shared link keeps it. */
export const PAGE_PARAM = 'page';

/** The platform takes pages 1..100 000 (pageQuerySchema). */
const LAST_PAGE = 100_000;

/** The page a URL search names; anything that is not a page number is the first page. */
export function readPage(search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(PAGE_PARAM) ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= LAST_PAGE ? page : 1;
}

/** The search of a URL showing `page` (the first page has no parameter), other parameters kept. */
export function searchWithPage(search: string | URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
