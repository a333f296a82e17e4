// A page past the end (a stale link, rows removed or filtered away meanwhile) moves to the last page
// that has rows, replacing the address so Back does not return to the empty page.
import { useEffect } from "react";
import type { PageParams } from "../list-params.ts";

export function usePageInRange(
  total: number | undefined,
  query: PageParams,
  move: (change: PageParams, options: { replace: boolean }) => void,
) {
  const lastPage = total === undefined ? null : Math.max(1, Math.ceil(total / query.pageSize));
  useEffect(() => {
    if (lastPage !== null && query.page > lastPage) {
      move({ page: lastPage, pageSize: query.pageSize }, { replace: true });
    }
  }, [lastPage, query.page, query.pageSize, move]);
}
