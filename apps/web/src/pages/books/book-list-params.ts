// The book list's query lives in the URL (page, pageSize, keyword, state) so reloads and shared
// links keep it; anything invalid falls back to the defaults of shell §9.
import { BOOK_STATES, type BookState, type ContributedBooksQuery, PAGINATION } from "@textbook/shared";

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

export function readBookListParams(search: URLSearchParams): ContributedBooksQuery {
  const pageSize = positiveInt(search.get("pageSize"));
  const state = search.get("state");
  const keyword = search.get("keyword")?.trim();
  return {
    page: positiveInt(search.get("page")) ?? PAGINATION.defaultPage,
    pageSize:
      pageSize && (PAGINATION.pageSizes as readonly number[]).includes(pageSize)
        ? pageSize
        : PAGINATION.defaultPageSize,
    keyword: keyword ? keyword.slice(0, 100) : undefined,
    state: (BOOK_STATES as readonly string[]).includes(state ?? "") ? (state as BookState) : undefined,
  };
}

/** Defaults stay out of the URL; changing the filter or page size goes back to page 1. */
export function writeBookListParams(query: ContributedBooksQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.page !== PAGINATION.defaultPage) search.set("page", String(query.page));
  if (query.pageSize !== PAGINATION.defaultPageSize) search.set("pageSize", String(query.pageSize));
  if (query.keyword) search.set("keyword", query.keyword);
  if (query.state) search.set("state", query.state);
  return search;
}
