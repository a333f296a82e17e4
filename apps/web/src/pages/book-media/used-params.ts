// The 已用资源 view's query lives in the URL beside `view=used`: page, pageSize, type, source,
// mark status and keyword.
import {
  MARK_STATUSES,
  RESOURCE_SOURCES,
  STORED_ATTACHMENT_TYPES,
  type UsedAttachmentsQuery,
} from "@textbook/shared";
import { readChoice, readKeyword, readPageParams, writeListParams } from "../../app/list-params.ts";

export const USED_VIEW = "used";

export function isUsedView(search: URLSearchParams): boolean {
  return search.get("view") === USED_VIEW;
}

export function readUsedParams(search: URLSearchParams): UsedAttachmentsQuery {
  return {
    ...readPageParams(search),
    type: readChoice(search, "type", STORED_ATTACHMENT_TYPES),
    source: readChoice(search, "source", RESOURCE_SOURCES),
    markStatus: readChoice(search, "markStatus", MARK_STATUSES),
    keyword: readKeyword(search),
  };
}

export function writeUsedParams(query: UsedAttachmentsQuery): URLSearchParams {
  return writeListParams(query, {
    view: USED_VIEW,
    type: query.type,
    source: query.source,
    markStatus: query.markStatus,
    keyword: query.keyword,
  });
}
