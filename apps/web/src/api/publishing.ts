// Publish calls of the book's pages (shell §7 Publish, issue 16 §3): applying to publish, building
// and releasing editions, the editions list and the three histories. Keys live under the book's
// own (bookKeys.all), so invalidating the book refreshes them too.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type BookEditions,
  type BuildAnswer,
  type Page,
  type PublishApplication,
  type PublishApplyBody,
  type PublishHistoryType,
  publishingCalls,
  type Release,
  type UserTask,
} from "@textbook/shared";
import { bookKeys } from "./book-detail.ts";
import { call } from "./call.ts";

export const publishingKeys = {
  all: (bookOid: string) => [...bookKeys.all(bookOid), "publishing"] as const,
  editions: (bookOid: string) => [...bookKeys.all(bookOid), "publishing", "editions"] as const,
  /** The newest build alone, followed while it runs. */
  latestBuild: (bookOid: string) => [...bookKeys.all(bookOid), "publishing", "latest-build"] as const,
  history: (bookOid: string, type: PublishHistoryType, page: number, pageSize: number) =>
    [...bookKeys.all(bookOid), "publishing", "history", type, page, pageSize] as const,
};

/** Each history answers its own rows. */
export interface PublishHistoryRows {
  apply: PublishApplication;
  build: BuildAnswer["edition"];
  release: Release;
}

const HISTORY_CALLS = {
  apply: publishingCalls.applyHistory,
  build: publishingCalls.buildHistory,
  release: publishingCalls.releaseHistory,
} as const;

export function fetchPublishHistory<T extends PublishHistoryType>(
  bookOid: string,
  type: T,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Page<PublishHistoryRows[T]>> {
  // The three entries share params and query and differ only in their rows (PublishHistoryRows).
  const contract = HISTORY_CALLS[type] as typeof publishingCalls.applyHistory;
  return call(contract, { params: { bookOid }, query: { page, pageSize }, signal }) as Promise<
    Page<PublishHistoryRows[T]>
  >;
}

export function usePublishHistory<T extends PublishHistoryType>(
  bookOid: string,
  type: T,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: publishingKeys.history(bookOid, type, page, pageSize),
    queryFn: ({ signal }) => fetchPublishHistory(bookOid, type, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export function fetchEditions(bookOid: string, signal?: AbortSignal): Promise<BookEditions> {
  return call(publishingCalls.editions, { params: { bookOid }, signal });
}

export function useEditions(bookOid: string) {
  return useQuery({
    queryKey: publishingKeys.editions(bookOid),
    queryFn: ({ signal }) => fetchEditions(bookOid, signal),
  });
}

/** Everything the book's publishing shows is read again; the book too (its state may have moved). */
function useRefreshPublishing(bookOid: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: bookKeys.all(bookOid) });
}

/** Field refusals (plan type, note) come back to the form (bypassError). */
export function useApplyPublish(bookOid: string) {
  const refresh = useRefreshPublishing(bookOid);
  return useMutation({
    mutationFn: (body: PublishApplyBody): Promise<PublishApplication> =>
      call(publishingCalls.apply, { params: { bookOid }, body, bypassError: true }),
    onSuccess: refresh,
  });
}

export function useBuild(bookOid: string) {
  const refresh = useRefreshPublishing(bookOid);
  return useMutation({
    mutationFn: (): Promise<BuildAnswer> => call(publishingCalls.build, { params: { bookOid } }),
    onSuccess: refresh,
  });
}

/** Without an edition the server takes the newest READY one; an older one rolls back. */
export function useRelease(bookOid: string) {
  const refresh = useRefreshPublishing(bookOid);
  return useMutation({
    mutationFn: async (editionOid: string | undefined): Promise<UserTask> =>
      (await call(publishingCalls.release, { params: { bookOid }, body: { editionOid } })).task,
    onSuccess: refresh,
  });
}
