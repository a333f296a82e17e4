// The application-data list's query lives in the URL: page, pageSize and keyword.
import type { StatBooksQuery } from "@textbook/shared";
import { readKeyword, readPageParams, writeListParams } from "../../app/list-params.ts";

export function readAppDataParams(search: URLSearchParams): StatBooksQuery {
  return { ...readPageParams(search), keyword: readKeyword(search) };
}

export function writeAppDataParams(query: StatBooksQuery): URLSearchParams {
  return writeListParams(query, { keyword: query.keyword });
}
