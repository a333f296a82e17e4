// A list page's query lives in the URL (page, pageSize and its filters) so reloads and shared links
// keep it. Anything invalid falls back to the defaults of shell §9; defaults stay out of the URL.
import { PAGINATION } from "@textbook/shared";

export interface PageParams {
  page: number;
  pageSize: number;
}

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

export function readPageParams(search: URLSearchParams): PageParams {
  const pageSize = positiveInt(search.get("pageSize"));
  return {
    page: positiveInt(search.get("page")) ?? PAGINATION.defaultPage,
    pageSize:
      pageSize && (PAGINATION.pageSizes as readonly number[]).includes(pageSize)
        ? pageSize
        : PAGINATION.defaultPageSize,
  };
}

/** One of the allowed values, or undefined. */
export function readChoice<T extends string>(
  search: URLSearchParams,
  key: string,
  choices: readonly T[],
): T | undefined {
  const value = search.get(key);
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A search keyword as the server accepts it: trimmed, at most PAGINATION.keywordMaxLength characters. */
export function readKeyword(search: URLSearchParams): string | undefined {
  const keyword = search.get("keyword")?.trim();
  return keyword ? keyword.slice(0, PAGINATION.keywordMaxLength) : undefined;
}

/** The page and every set filter, in the order given; defaults and empty filters are left out. */
export function writeListParams(
  query: PageParams,
  filters: Record<string, string | undefined> = {},
): URLSearchParams {
  const search = new URLSearchParams();
  if (query.page !== PAGINATION.defaultPage) search.set("page", String(query.page));
  if (query.pageSize !== PAGINATION.defaultPageSize) search.set("pageSize", String(query.pageSize));
  for (const [key, value] of Object.entries(filters)) {
    if (value) search.set(key, value);
  }
  return search;
}
