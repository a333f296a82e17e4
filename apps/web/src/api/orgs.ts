// Organisation calls (shell §7): the login picker and the frame's switcher list the user's organisations.
import type { OrgListItem } from "@textbook/shared";
import { request } from "./client.ts";

export const orgKeys = {
  mine: ["orgs", "mine"] as const,
};

export interface OrgList {
  items: OrgListItem[];
  total: number;
}

export function fetchMyOrgs(keyword?: string, options: { bypassError?: boolean } = {}): Promise<OrgList> {
  return request<OrgList>("/orgs/my-list", { query: { keyword }, bypassError: options.bypassError });
}
