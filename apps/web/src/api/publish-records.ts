// What a reviewer reads about a book beside its approval (issue 16 §2): the publish application the
// approval decides about (from the book's apply history, api/publishing.ts) and what changed since
// the released edition.
import { useQuery } from "@tanstack/react-query";
import { PAGINATION, publishingCalls } from "@textbook/shared";
import { call } from "./call.ts";
import { publishingKeys, usePublishHistory } from "./publishing.ts";

export const publishRecordKeys = {
  changes: (bookOid: string) => [...publishingKeys.all(bookOid), "changes-since-release"] as const,
};

/**
 * The application an approval decides about: the book's newest applications hold it (one is open at
 * a time, so it is on the first page unless the book was applied for more than a page ago since).
 */
export function useApplicationOf(bookOid: string, instanceOid: string) {
  const history = usePublishHistory(
    bookOid,
    "apply",
    PAGINATION.defaultPage,
    Math.max(...PAGINATION.pageSizes),
  );
  return history.data?.items.find((item) => item.processInstanceOid === instanceOid) ?? null;
}

export function useChangesSinceRelease(bookOid: string) {
  return useQuery({
    queryKey: publishRecordKeys.changes(bookOid),
    queryFn: ({ signal }) => call(publishingCalls.changesSinceRelease, { params: { bookOid }, signal }),
  });
}
