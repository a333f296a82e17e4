// Organisation calls (shell §7): the login picker and the frame's switcher list the user's organisations;
// the management area's organisation page (issue 15 §2) lists, creates, edits, disables and enables them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AllOrgsQuery,
  type OrgBody,
  type OrgDetail,
  type OrgDirectoryItem,
  type OrgListItem,
  type OrgState,
  orgCalls,
  type Page,
} from "@textbook/shared";
import { call } from "./call.ts";

export const orgKeys = {
  mine: ["orgs", "mine"] as const,
  directory: ["orgs", "all"] as const,
  all: (query: AllOrgsQuery) => ["orgs", "all", query] as const,
  one: (orgOid: string) => ["orgs", "one", orgOid] as const,
};

export interface OrgList {
  items: OrgListItem[];
  total: number;
}

export function fetchMyOrgs(keyword?: string, options: { bypassError?: boolean } = {}): Promise<OrgList> {
  return call(orgCalls.mine, { query: { keyword }, bypassError: options.bypassError });
}

/** The organisation directory (system roles): the management area's organisation pickers search it. */
export function fetchAllOrgs(query: AllOrgsQuery, signal?: AbortSignal): Promise<Page<OrgDirectoryItem>> {
  return call(orgCalls.all, { query, signal });
}

export function useAllOrgs(query: AllOrgsQuery) {
  return useQuery({
    queryKey: orgKeys.all(query),
    queryFn: ({ signal }) => fetchAllOrgs(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Create (no oid) or edit; field refusals come back to the form (bypassError). */
export function useSaveOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ oid, body }: { oid: string | null; body: OrgBody }) =>
      oid
        ? call(orgCalls.update, { params: { id: oid }, body, bypassError: true })
        : call(orgCalls.create, { body, bypassError: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.directory }),
  });
}

export function useSetOrgState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ oid, state }: { oid: string; state: OrgState }) =>
      call(state === "ACTIVE" ? orgCalls.enable : orgCalls.disable, { params: { id: oid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.directory }),
  });
}

/** One organisation with its "parent / name" (its members and system administrators). */
export function fetchOrg(orgOid: string, signal?: AbortSignal): Promise<OrgDetail> {
  return call(orgCalls.get, { params: { id: orgOid }, signal });
}
