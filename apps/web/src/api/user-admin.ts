// The management area's user calls (shell §7 Users): organisation users, platform users, a user's
// organisations and books, enabling and disabling. Pages compose these hooks and keys.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateMosoUserBody,
  type CreateOrgUserBody,
  userAdminCalls as calls,
  type MosoUsersQuery,
  type OrgRole,
  type OrgUsersQuery,
  type UpdateMosoUserBody,
  type UpdateOrgUserBody,
  userCalls,
} from "@textbook/shared";
import { updatePhoneNumber } from "./account.ts";
import { call } from "./call.ts";

const send = { bypassError: true } as const;

export const userAdminKeys = {
  all: ["user-admin"] as const,
  orgUsers: (query: OrgUsersQuery) => ["user-admin", "org-users", query] as const,
  mosoUsers: (query: MosoUsersQuery) => ["user-admin", "moso-users", query] as const,
  userOrgs: (userOid: string) => ["user-admin", "user", userOid, "orgs"] as const,
  userBooks: (userOid: string) => ["user-admin", "user", userOid, "books"] as const,
  myMembers: (keyword: string) => ["user-admin", "my-members", keyword] as const,
};

/** `enabled` false while a SYS_ADMIN has not picked the organisation yet. */
export function useOrgUsers(query: OrgUsersQuery, enabled = true) {
  return useQuery({
    queryKey: userAdminKeys.orgUsers(query),
    queryFn: ({ signal }) => call(calls.listOrgUsers, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMosoUsers(query: MosoUsersQuery) {
  return useQuery({
    queryKey: userAdminKeys.mosoUsers(query),
    queryFn: ({ signal }) => call(calls.listMosoUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserOrgs(userOid: string | null) {
  return useQuery({
    queryKey: userAdminKeys.userOrgs(userOid ?? ""),
    queryFn: ({ signal }) => call(calls.listUserOrgs, { params: { id: userOid ?? "" }, signal }),
    enabled: Boolean(userOid),
  });
}

export function useUserBooks(userOid: string | null) {
  return useQuery({
    queryKey: userAdminKeys.userBooks(userOid ?? ""),
    queryFn: ({ signal }) => call(calls.bookUser, { params: { id: userOid ?? "" }, signal }),
    enabled: Boolean(userOid),
  });
}

/** The current organisation's active members, for pickers (a book's chief editor, …). */
export function useMyMembers(keyword = "") {
  return useQuery({
    queryKey: userAdminKeys.myMembers(keyword),
    queryFn: ({ signal }) => call(calls.myMembers, { query: { keyword: keyword || undefined }, signal }),
  });
}

/**
 * Every change refreshes all user lists: one person shows on several (organisation, platform,
 * their organisations). The forms word their own failures (field messages), so they bypass the panel.
 */
export function useUserChanges() {
  const client = useQueryClient();
  const after = { onSuccess: () => client.invalidateQueries({ queryKey: userAdminKeys.all }) };
  return {
    createOrgUser: useMutation({
      mutationFn: (body: CreateOrgUserBody) => call(calls.createOrgUser, { body, ...send }),
      ...after,
    }),
    updateOrgUser: useMutation({
      mutationFn: (input: { oid: string; body: UpdateOrgUserBody }) =>
        call(calls.updateOrgUser, { params: { id: input.oid }, body: input.body, ...send }),
      ...after,
    }),
    createMosoUser: useMutation({
      mutationFn: (body: CreateMosoUserBody) => call(calls.createMosoUser, { body, ...send }),
      ...after,
    }),
    updateMosoUser: useMutation({
      mutationFn: (input: { oid: string; body: UpdateMosoUserBody }) =>
        call(calls.updateMosoUser, { params: { id: input.oid }, body: input.body, ...send }),
      ...after,
    }),
    /** An administrator's change of another user's phone (no SMS code). */
    changePhone: useMutation({
      mutationFn: (input: { oid: string; phoneNumber: string }) =>
        updatePhoneNumber(input.oid, { phoneNumber: input.phoneNumber }),
      ...after,
    }),
    setActive: useMutation({
      mutationFn: (input: { oid: string; active: boolean }) =>
        call(input.active ? calls.enable : calls.disable, { params: { id: input.oid } }),
      ...after,
    }),
    addUserOrg: useMutation({
      mutationFn: (input: { oid: string; orgOid: string; roles: OrgRole[] }) =>
        call(calls.addUserOrg, {
          params: { id: input.oid, orgId: input.orgOid },
          body: { roles: input.roles },
          ...send,
        }),
      ...after,
    }),
    updateUserOrg: useMutation({
      mutationFn: (input: { oid: string; orgOid: string; roles: OrgRole[] }) =>
        call(userCalls.updateOrgRoles, {
          params: { id: input.oid, orgId: input.orgOid },
          body: { roles: input.roles },
        }),
      ...after,
    }),
    removeUserOrg: useMutation({
      mutationFn: (input: { oid: string; orgOid: string }) =>
        call(calls.removeUserOrg, { params: { id: input.oid, orgId: input.orgOid } }),
      ...after,
    }),
  };
}
