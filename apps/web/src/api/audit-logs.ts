// The audit log (issue 15 §6): the management area's page reads it, newest first.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type AuditLogsQuery, auditLogCalls } from "@textbook/shared";
import { call } from "./call.ts";

export const auditLogKeys = {
  list: (query: AuditLogsQuery) => ["audit-logs", query] as const,
};

export function useAuditLogs(query: AuditLogsQuery) {
  return useQuery({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => call(auditLogCalls.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
