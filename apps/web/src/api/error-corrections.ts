// Reader feedback for the editors (issue 18 §5): a book's reports, one report, processing it, and the
// chief editor's books with reports waiting. Keys live under the book's own (bookKeys.all).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ErrorCorrectionQuery, errorCorrectionCalls } from "@textbook/shared";
import { bookKeys } from "./book-detail.ts";
import { call } from "./call.ts";

export type ReportListQuery = ErrorCorrectionQuery & { page: number; pageSize: number };

export const errorCorrectionKeys = {
  all: (bookOid: string) => [...bookKeys.all(bookOid), "error-corrections"] as const,
  list: (bookOid: string, query: ReportListQuery) =>
    [...bookKeys.all(bookOid), "error-corrections", "list", query] as const,
  detail: (bookOid: string, oid: string) =>
    [...bookKeys.all(bookOid), "error-corrections", "detail", oid] as const,
  chiefBooks: ["todos", "error-corrections"] as const,
};

/** `quiet`: a failure shows nothing (the editor's markers are a help, not the page's purpose). */
export function useErrorCorrections(bookOid: string, query: ReportListQuery, enabled = true, quiet = false) {
  return useQuery({
    queryKey: errorCorrectionKeys.list(bookOid, query),
    queryFn: ({ signal }) =>
      call(errorCorrectionCalls.query, { params: { bookId: bookOid }, query, signal, bypassError: quiet }),
    placeholderData: keepPreviousData,
    enabled: enabled && bookOid !== "",
  });
}

export function useErrorCorrection(bookOid: string, oid: string | null) {
  return useQuery({
    queryKey: errorCorrectionKeys.detail(bookOid, oid ?? ""),
    queryFn: ({ signal }) => call(errorCorrectionCalls.get, { params: { id: oid ?? "" }, signal }),
    enabled: Boolean(oid),
  });
}

export function useProcessErrorCorrection(bookOid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ oid, reply }: { oid: string; reply: string }) =>
      call(errorCorrectionCalls.process, { params: { id: oid }, body: { reply } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: errorCorrectionKeys.all(bookOid) });
      void queryClient.invalidateQueries({ queryKey: errorCorrectionKeys.chiefBooks });
    },
  });
}

export function useChiefPendingBooks() {
  return useQuery({
    queryKey: errorCorrectionKeys.chiefBooks,
    queryFn: ({ signal }) => call(errorCorrectionCalls.pendingBooks, { signal }),
  });
}
