// The management area's approval definitions (issue 16 §1): an organisation's definition of a kind,
// saving it, and the ready templates (默认流程, 三审三校).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  processDefinitionCalls as calls,
  type ProcessDefinitionBody,
  type ProcessKind,
} from "@textbook/shared";
import { call } from "./call.ts";

export const processDefinitionKeys = {
  one: (orgOid: string, kind: ProcessKind) => ["process-definitions", orgOid, kind] as const,
  templates: ["process-definitions", "templates"] as const,
};

/** `orgOid` null while a SYS_ADMIN has not picked the organisation yet. */
export function useProcessDefinition(orgOid: string | null, kind: ProcessKind) {
  return useQuery({
    queryKey: processDefinitionKeys.one(orgOid ?? "", kind),
    queryFn: ({ signal }) => call(calls.get, { params: { id: orgOid ?? "", kind }, signal }),
    enabled: Boolean(orgOid),
  });
}

export function useProcessTemplates() {
  return useQuery({
    queryKey: processDefinitionKeys.templates,
    queryFn: ({ signal }) => call(calls.templates, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Field refusals come back to the form (bypassError). */
export function useSaveProcessDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      orgOid,
      kind,
      body,
    }: {
      orgOid: string;
      kind: ProcessKind;
      body: ProcessDefinitionBody;
    }) => call(calls.save, { params: { id: orgOid, kind }, body, bypassError: true }),
    onSuccess: (saved) => client.setQueryData(processDefinitionKeys.one(saved.orgOid, saved.kind), saved),
  });
}
