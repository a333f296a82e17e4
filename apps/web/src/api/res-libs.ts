// The subject resource library (shell §7 res-libs): the management page's calls, a book's library
// search and switch, taking a resource into a book, and the book's used attachments with marks.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  bookSubjectResourceCalls,
  type CreateResLibBody,
  type Page,
  type ResLibActivesQuery,
  type ResLibCitation,
  type ResLibListQuery,
  type ResLibResource,
  resLibCalls,
  type Subject,
  type SubjectResourceState,
  type UpdateResLibBody,
  type UsedAttachment,
  type UsedAttachmentsExportBody,
  type UsedAttachmentsQuery,
  type UsedResLib,
  type UserTask,
  usedAttachmentCalls,
} from "@textbook/shared";
import { call } from "./call.ts";

export const resLibKeys = {
  all: ["res-libs"] as const,
  list: (query: ResLibListQuery) => ["res-libs", "list", query] as const,
  citations: (oid: string, page: number) => ["res-libs", oid, "citations", page] as const,
};

/** A book's side: every key starts ["book", oid], so refreshing the book refreshes them. */
export const bookResLibKeys = {
  state: (bookOid: string) => ["book", bookOid, "subject-resources", "state"] as const,
  subjects: (bookOid: string) => ["book", bookOid, "subject-resources", "subjects"] as const,
  actives: (bookOid: string, query: Omit<ResLibActivesQuery, "bookOid">) =>
    ["book", bookOid, "subject-resources", "actives", query] as const,
  used: (bookOid: string) => ["book", bookOid, "used-attachments"] as const,
  usedPage: (bookOid: string, query: UsedAttachmentsQuery) =>
    ["book", bookOid, "used-attachments", query] as const,
};

export function useManagedResources(query: ResLibListQuery) {
  return useQuery({
    queryKey: resLibKeys.list(query),
    queryFn: ({ signal }) => call(resLibCalls.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function createResource(body: CreateResLibBody): Promise<ResLibResource> {
  return call(resLibCalls.create, { body });
}

export function updateResource(oid: string, body: UpdateResLibBody): Promise<ResLibResource> {
  return call(resLibCalls.update, { params: { id: oid }, body });
}

export function setResourceKeywords(oid: string, keywords: string[]): Promise<ResLibResource> {
  return call(resLibCalls.keywords, { params: { id: oid }, body: { keywords } });
}

export function setResourceActive(oid: string, active: boolean): Promise<ResLibResource> {
  return call(active ? resLibCalls.activate : resLibCalls.deactivate, { params: { id: oid } });
}

export function useResourceCitations(oid: string | null, page: number) {
  return useQuery({
    queryKey: resLibKeys.citations(oid ?? "", page),
    queryFn: ({ signal }): Promise<Page<ResLibCitation>> =>
      call(resLibCalls.citations, { params: { id: oid ?? "" }, query: { page, pageSize: 10 }, signal }),
    enabled: oid !== null,
  });
}

/**
 * Whether the library may be used in the book. `quiet`: a failure only leaves the library out (the
 * editor's + menu), it does not raise the error panel over the author's work.
 */
export function useSubjectResourceState(bookOid: string, options: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: bookResLibKeys.state(bookOid),
    queryFn: ({ signal }): Promise<SubjectResourceState> =>
      call(bookSubjectResourceCalls.state, {
        params: { id: bookOid },
        signal,
        ...(options.quiet ? { bypassError: true } : {}),
      }),
    enabled: bookOid !== "",
  });
}

export function setEditorUseSubjectResource(
  bookOid: string,
  enabled: boolean,
): Promise<SubjectResourceState> {
  const contract = enabled
    ? bookSubjectResourceCalls.enableEditorUse
    : bookSubjectResourceCalls.disableEditorUse;
  return call(contract, { params: { id: bookOid } });
}

/** The subject a search starts from: the last one the user took from in this book, else the book's. */
export function usePreselectedSubject(bookOid: string, enabled: boolean) {
  return useQuery({
    queryKey: bookResLibKeys.subjects(bookOid),
    queryFn: async ({ signal }): Promise<Subject | null> => {
      const params = { id: bookOid };
      const [last, founders] = await Promise.all([
        call(bookSubjectResourceCalls.lastUsedFounderSubjects, { params, signal }),
        call(bookSubjectResourceCalls.founderSubjects, { params, signal }),
      ]);
      return last.items[0] ?? founders.items[0] ?? null;
    },
    enabled,
  });
}

export function useActiveResources(
  bookOid: string,
  query: Omit<ResLibActivesQuery, "bookOid">,
  enabled: boolean,
) {
  return useQuery({
    queryKey: bookResLibKeys.actives(bookOid, query),
    queryFn: ({ signal }) => call(resLibCalls.actives, { query: { ...query, bookOid }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function takeResourceIntoBook(bookOid: string, resourceOid: string): Promise<UsedResLib> {
  return call(bookSubjectResourceCalls.use, { params: { id: bookOid, resId: resourceOid } });
}

export function useUsedAttachments(bookOid: string, query: UsedAttachmentsQuery, enabled = true) {
  return useQuery({
    queryKey: bookResLibKeys.usedPage(bookOid, query),
    queryFn: ({ signal }): Promise<Page<UsedAttachment>> =>
      call(usedAttachmentCalls.list, { params: { id: bookOid }, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function exportUsedAttachments(bookOid: string, body: UsedAttachmentsExportBody): Promise<UserTask> {
  return call(usedAttachmentCalls.export, { params: { id: bookOid }, body });
}

export function setOriginalMark(bookOid: string, attachmentOid: string, marked: boolean) {
  const contract = marked ? usedAttachmentCalls.markAsOg : usedAttachmentCalls.unmarkFromOg;
  return call(contract, { params: { id: bookOid, attId: attachmentOid } });
}
