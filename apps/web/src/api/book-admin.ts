// The management area's book calls (issue 15 §4) and the subject list: the list across
// organisations, create, edit, state, platform roles, delete, and the people pickers' lookups.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminBook,
  type AdminBooksQuery,
  type BookState,
  bookCalls,
  type CreateBookBody,
  commonCalls,
  type Page,
  type PlatformRoleSysRole,
  type PlatformRolesBody,
  type UpdateBookBody,
} from "@textbook/shared";
import { bookKeys } from "./book-detail.ts";
import { call } from "./call.ts";

export const bookAdminKeys = {
  all: ["books", "admin"] as const,
  list: (query: AdminBooksQuery) => ["books", "admin", "list", query] as const,
  editorCandidates: (orgOid: string, keyword: string) =>
    ["books", "admin", "editor-candidates", orgOid, keyword] as const,
  platformCandidates: (role: PlatformRoleSysRole, keyword: string) =>
    ["books", "admin", "platform-candidates", role, keyword] as const,
  subjects: ["commons", "subjects"] as const,
};

export function useAdminBooks(query: AdminBooksQuery) {
  return useQuery({
    queryKey: bookAdminKeys.list(query),
    queryFn: ({ signal }): Promise<Page<AdminBook>> => call(bookCalls.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSubjects() {
  return useQuery({
    queryKey: bookAdminKeys.subjects,
    queryFn: ({ signal }) => call(commonCalls.subjects, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function fetchEditorCandidates(orgOid: string, keyword: string, signal?: AbortSignal) {
  return call(bookCalls.editorCandidates, { query: { orgOid, keyword: keyword || undefined }, signal });
}

export function fetchPlatformCandidates(role: PlatformRoleSysRole, keyword: string, signal?: AbortSignal) {
  return call(bookCalls.platformCandidates, { query: { role, keyword: keyword || undefined }, signal });
}

/** A change to one book refreshes the management lists and everything held about that book. */
function useBookChange<V>(mutationFn: (variables: V) => Promise<AdminBook | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_, variables) => {
      const oid = (variables as { oid?: string }).oid;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookAdminKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["books", "contributed"] }),
        oid ? queryClient.invalidateQueries({ queryKey: bookKeys.all(oid) }) : null,
      ]);
    },
  });
}

/** Field refusals come back to the forms (bypassError). */
export const useCreateBook = () =>
  useBookChange((body: CreateBookBody) => call(bookCalls.create, { body, bypassError: true }));

export const useUpdateBook = () =>
  useBookChange(({ oid, body }: { oid: string; body: UpdateBookBody }) =>
    call(bookCalls.update, { params: { bookOid: oid }, body, bypassError: true }),
  );

export const useSetBookState = () =>
  useBookChange(({ oid, state }: { oid: string; state: BookState }) =>
    call(bookCalls.setState, { params: { bookOid: oid }, body: { state } }),
  );

export const useSetPlatformRoles = () =>
  useBookChange(({ oid, body }: { oid: string; body: PlatformRolesBody }) =>
    call(bookCalls.platformRoles, { params: { bookOid: oid }, body, bypassError: true }),
  );

export const useDeleteBook = () =>
  useBookChange(({ oid, confirmName }: { oid: string; confirmName: string }) =>
    call(bookCalls.remove, { params: { bookOid: oid }, body: { confirmName }, bypassError: true }),
  );
