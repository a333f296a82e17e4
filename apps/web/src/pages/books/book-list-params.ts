// The book list's query lives in the URL (page, pageSize, keyword, state) so reloads and shared
// links keep it; anything invalid falls back to the defaults of shell §9.
import { BOOK_STATES, type ContributedBooksQuery } from "@textbook/shared";
import { readChoice, readKeyword, readPageParams, writeListParams } from "../../app/list-params.ts";

export function readBookListParams(search: URLSearchParams): ContributedBooksQuery {
  return {
    ...readPageParams(search),
    keyword: readKeyword(search),
    state: readChoice(search, "state", BOOK_STATES),
  };
}

/** Defaults stay out of the URL; changing the filter or page size goes back to page 1. */
export function writeBookListParams(query: ContributedBooksQuery): URLSearchParams {
  return writeListParams(query, { keyword: query.keyword, state: query.state });
}
