// The /experiences query string <-> the browse procedure's raw input. The server validates (and answers
// 400 with a clear message); the browser only carries the values, so zod stays out of its bundle.
export interface BrowseSearch {
  q?: string;
  /** ?tag=…: only experiences carrying this tag (the chips on detail pages lead here). */
  tag?: string;
  page?: string;
  perPage?: string;
  sort?: string;
}

export function browseSearchFrom(search: string): BrowseSearch {
  const params = new URLSearchParams(search);
  const out: BrowseSearch = {};
  const q = params.get('q');
  const page = params.get('page');
  const sort = params.get('sort');
  const perPage = params.get('perPage');
  if (q !== null && q.trim() !== '') out.q = q;
  const tag = params.get('tag');
  if (tag !== null && tag.trim() !== '') out.tag = tag;
  if (page !== null) out.page = page;
  if (perPage !== null) out.perPage = perPage;
  if (sort !== null && sort !== '') out.sort = sort;
  return out;
}

export function browseHref(search: BrowseSearch, page?: number): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.tag) params.set('tag', search.tag);
  if (search.sort && search.sort !== 'featured') params.set('sort', search.sort);
  if (search.perPage) params.set('perPage', search.perPage);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/experiences?${query}` : '/experiences';
}
