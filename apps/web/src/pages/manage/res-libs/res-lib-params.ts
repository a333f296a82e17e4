// The library list's query lives in the URL: page, pageSize, keyword, subject, type and state.
import { ATTACHMENT_TYPES, RES_LIB_STATES, type ResLibListQuery } from "@textbook/shared";
import { readChoice, readKeyword, readPageParams, writeListParams } from "../../../app/list-params.ts";

export function readResLibParams(search: URLSearchParams): ResLibListQuery {
  return {
    ...readPageParams(search),
    keyword: readKeyword(search),
    subjectCode: search.get("subjectCode")?.trim() || undefined,
    type: readChoice(search, "type", ATTACHMENT_TYPES),
    state: readChoice(search, "state", RES_LIB_STATES),
  };
}

export function writeResLibParams(query: ResLibListQuery): URLSearchParams {
  return writeListParams(query, {
    keyword: query.keyword,
    subjectCode: query.subjectCode,
    type: query.type,
    state: query.state,
  });
}
