// The media page's query lives in the URL: page, pageSize, the type tab and the keyword.
import { ATTACHMENT_TYPES, type BookAttachmentsQuery } from "@textbook/shared";
import { readChoice, readKeyword, readPageParams, writeListParams } from "../../app/list-params.ts";

export function readMediaParams(search: URLSearchParams): BookAttachmentsQuery {
  return {
    ...readPageParams(search),
    type: readChoice(search, "type", ATTACHMENT_TYPES),
    keyword: readKeyword(search),
  };
}

export function writeMediaParams(query: BookAttachmentsQuery): URLSearchParams {
  return writeListParams(query, { type: query.type, keyword: query.keyword });
}
