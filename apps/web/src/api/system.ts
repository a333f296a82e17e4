// System calls of the frame: polling (shell §7 Polling), the management-system handoff token, and
// the build's version file at the site origin (shell §4).
import {
  type HandoffToken,
  type Notice,
  systemCalls,
  type TodoCount,
  todoCalls,
  userCalls,
} from "@textbook/shared";
import { call } from "./call.ts";

export const systemKeys = {
  clientConfig: ["client-config"] as const,
};

/** Polling must not raise the error panel every few seconds; the poller reports session errors itself. */
export function fetchTodoCount(orgOid: string | null): Promise<TodoCount> {
  return call(todoCalls.count, { query: { orgOid: orgOid ?? undefined }, bypassError: true });
}

export function fetchNotice(): Promise<Notice> {
  return call(systemCalls.notice, { bypassError: true });
}

export function createHandoffToken(): Promise<HandoffToken> {
  return call(userCalls.createToken);
}

/** The deployed build's version, cache-busted so a proxy never answers with an old file. */
export async function fetchDeployedVersion(): Promise<string | null> {
  const response = await fetch(`/version.json?_ts=${Date.now()}`, { cache: "no-store" });
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== "object" || body === null || !("version" in body)) return null;
  return typeof body.version === "string" ? body.version : null;
}
