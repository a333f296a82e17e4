// The book's newest build (the first row of GET /books/{id}/publish/build-history), read again every
// TASKS.progressPollMs while it is BUILDING or while a build this page started has not ended. Anyone
// opening the page sees a build that runs, whoever started it; when a build the page saw running (or
// started itself: a quick one may end between two reads) ends, `onEnd` hears how and the editions
// are read again.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type Edition, PAGINATION, TASKS } from "@textbook/shared";
import { useEffect, useRef, useState } from "react";
import { fetchPublishHistory, publishingKeys } from "../../../api/publishing.ts";

export function useLatestBuild(bookOid: string, onEnd: (edition: Edition) => void) {
  const client = useQueryClient();
  const end = useRef(onEnd);
  end.current = onEnd;
  const [watched, setWatched] = useState<string | null>(null);
  const latest = useQuery({
    queryKey: publishingKeys.latestBuild(bookOid),
    queryFn: async ({ signal }) =>
      (await fetchPublishHistory(bookOid, "build", 1, PAGINATION.pageSizes[0], signal)).items[0] ?? null,
    refetchInterval: (query) =>
      query.state.data?.state === "BUILDING" || watched !== null ? TASKS.progressPollMs : false,
  });

  const edition = latest.data ?? null;
  useEffect(() => {
    if (!edition) return;
    if (edition.state === "BUILDING") {
      setWatched(edition.oid);
      return;
    }
    if (watched !== edition.oid) return;
    setWatched(null);
    void client.invalidateQueries({ queryKey: publishingKeys.all(bookOid) });
    end.current(edition);
  }, [edition, watched, client, bookOid]);

  return { latest, watch: setWatched };
}
