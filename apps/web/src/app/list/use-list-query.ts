// A list page's query as the URL holds it, and the one way to change it. Each change is built from
// the URL as last written, not from the query of the last render: react-router's setSearchParams
// (also its `prev =>` form) starts from the rendered params, so two changes before a re-render (an
// organisation picked, then Enter in the search) lost the first one.
import { PAGINATION } from "@textbook/shared";
import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import type { PageParams } from "../list-params.ts";

export interface ListQuery<Q extends PageParams> {
  query: Q;
  /** A filter or search change: back to page 1 unless the change names a page. */
  update: (change: Partial<Q>) => void;
  /** Moves within the same filters (paging); `replace` keeps the history entry (a corrected page). */
  move: (change: Partial<Q>, options?: { replace?: boolean }) => void;
}

/** `read` and `write` must keep their identity between renders (module functions or memoised). */
export function useListQuery<Q extends PageParams>(
  read: (search: URLSearchParams) => Q,
  write: (query: Q) => URLSearchParams,
): ListQuery<Q> {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => read(search), [read, search]);
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const move = useCallback(
    (change: Partial<Q>, options?: { replace?: boolean }) => {
      const next = write({ ...read(latest.current), ...change });
      latest.current = next;
      setSearch(next, options);
    },
    [read, write, setSearch],
  );
  const update = useCallback(
    (change: Partial<Q>) => move({ page: PAGINATION.defaultPage, ...change }),
    [move],
  );
  return { query, update, move };
}
