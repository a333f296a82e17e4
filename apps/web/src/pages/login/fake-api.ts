// Test support: a fetch stand-in that answers /api paths with envelopes and records what was sent.
import type { LoginResult, OrgListItem } from "@textbook/shared";
import { vi } from "vitest";

export interface FakeReply {
  errorCode?: string;
  errorMessage?: string;
  data?: unknown;
  status?: number;
}

export interface FakeApi {
  routes: Map<string, (body: unknown) => FakeReply>;
  sent: { path: string; body: unknown; headers: Record<string, string> }[];
  calls(path: string): number;
}

export function installFakeApi(): FakeApi {
  const api: FakeApi = {
    routes: new Map(),
    sent: [],
    calls: (path) => api.sent.filter((call) => call.path === path).length,
  };
  vi.stubGlobal("__APP_VERSION__", "test");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, "http://x").pathname;
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      api.sent.push({ path, body, headers: (init?.headers ?? {}) as Record<string, string> });
      const reply = api.routes.get(path)?.(body) ?? {
        errorCode: "err.api.notFound",
        errorMessage: "暂无接口",
        status: 404,
      };
      const envelope = {
        errorCode: reply.errorCode ?? "0",
        errorMessage: reply.errorMessage ?? "",
        errors: {},
        data: reply.data ?? null,
      };
      return new Response(JSON.stringify(envelope), { status: reply.status ?? 200 });
    }),
  );
  return api;
}

export function loginResult(org: { level: number } | null, token = "session-token"): LoginResult {
  return {
    token,
    fromProject: false,
    currentOrgRoles: ["ORG_MEMBER"],
    currentOrg: org
      ? { oid: "org-1", type: "SCHOOL", name: "示范学校", useSubjectResourceEnabled: false, level: org.level }
      : null,
    user: {
      oid: "u1",
      fullName: "示范用户",
      state: "ACTIVE",
      phoneNumber: "13800000001",
      sysRoles: [],
      fullAvatarUrl: null,
      zjyKgUserId: null,
    },
  };
}

/** An organisation list item as GET /orgs/my-list answers it ("parent / name" for a child). */
export function orgItem(oid: string, name: string, parentName: string | null = null): OrgListItem {
  return {
    oid,
    name,
    fullName: parentName ? `${parentName} / ${name}` : name,
    type: "SCHOOL",
    level: parentName ? 2 : 1,
    orgName: { name, parentName },
    roles: ["ORG_MEMBER"],
  };
}
