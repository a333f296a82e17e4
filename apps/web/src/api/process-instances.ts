// Approval workflow calls (shell §7 Process, todos, GET /applications/contributed; issue 16 §1-2):
// the todo center's three lists and their counts, one approval with its nodes and timeline, and the
// node actions. Every action refreshes every approval query (the lists, the detail, the counts).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ApproveBody,
  applicationCalls,
  processInstanceCalls as calls,
  type ProcessListQuery,
  type RejectBody,
  type RevokeBody,
  type TodoListQuery,
  type TransferBody,
  todoCalls,
} from "@textbook/shared";
import { call } from "./call.ts";

/** The action failures the page words itself (a conflict refreshes the page), so they bypass the panel. */
const send = { bypassError: true } as const;

export const processKeys = {
  all: ["process-instances"] as const,
  todos: (query: TodoListQuery) => ["process-instances", "todos", query] as const,
  todoCount: ["process-instances", "todo-count"] as const,
  contributed: (query: ProcessListQuery) => ["process-instances", "contributed", query] as const,
  mine: (query: ProcessListQuery) => ["process-instances", "mine", query] as const,
  myTotal: ["process-instances", "my-total"] as const,
  one: (oid: string) => ["process-instances", "one", oid] as const,
  nodes: (oid: string) => ["process-instances", "one", oid, "nodes"] as const,
  candidates: (oid: string, nodeOid: string) =>
    ["process-instances", "one", oid, "transfer-candidates", nodeOid] as const,
};

export function useTodos(query: TodoListQuery, enabled = true) {
  return useQuery({
    queryKey: processKeys.todos(query),
    queryFn: ({ signal }) => call(todoCalls.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useContributedProcesses(query: ProcessListQuery, enabled = true) {
  return useQuery({
    queryKey: processKeys.contributed(query),
    queryFn: ({ signal }) => call(applicationCalls.contributed, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMyProcesses(query: ProcessListQuery, enabled = true) {
  return useQuery({
    queryKey: processKeys.mine(query),
    queryFn: ({ signal }) => call(calls.myList, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The tabs' counts: waiting (the frame's polled count), decided, applied for. A failed count shows none. */
export function useTodoTabCounts() {
  const pending = useQuery({
    queryKey: processKeys.todoCount,
    queryFn: ({ signal }) => call(todoCalls.count, { query: {}, signal, bypassError: true }),
  });
  const done = useQuery({
    queryKey: processKeys.contributed({ page: 1, pageSize: 10 }),
    queryFn: ({ signal }) =>
      call(applicationCalls.contributed, { query: { page: 1, pageSize: 10 }, signal, bypassError: true }),
  });
  const mine = useQuery({
    queryKey: processKeys.myTotal,
    queryFn: ({ signal }) => call(calls.myTotal, { query: {}, signal, bypassError: true }),
  });
  return {
    pending: pending.data?.inProgressCount,
    done: done.data?.total,
    mine: mine.data?.total,
  };
}

export function useProcessInstance(oid: string) {
  return useQuery({
    queryKey: processKeys.one(oid),
    queryFn: ({ signal }) => call(calls.get, { params: { id: oid }, signal }),
  });
}

export function useProcessNodes(oid: string) {
  return useQuery({
    queryKey: processKeys.nodes(oid),
    queryFn: ({ signal }) => call(calls.nodes, { params: { id: oid }, signal }),
  });
}

/** Asked once the transfer dialog opens. */
export function useTransferCandidates(oid: string, nodeOid: string | null) {
  return useQuery({
    queryKey: processKeys.candidates(oid, nodeOid ?? ""),
    queryFn: ({ signal }) =>
      call(calls.transferCandidates, { params: { id: oid, nodeOid: nodeOid ?? "" }, signal }),
    enabled: Boolean(nodeOid),
  });
}

type NodeTarget = { oid: string; nodeOid: string };

export function useProcessActions() {
  const client = useQueryClient();
  // A refusal refreshes too: a conflict means the approval changed under the caller.
  const after = { onSettled: () => client.invalidateQueries({ queryKey: processKeys.all }) };
  return {
    approve: useMutation({
      mutationFn: ({ oid, nodeOid, body }: NodeTarget & { body: ApproveBody }) =>
        call(calls.approve, { params: { id: oid, nodeOid }, body, ...send }),
      ...after,
    }),
    reject: useMutation({
      mutationFn: ({ oid, nodeOid, body }: NodeTarget & { body: RejectBody }) =>
        call(calls.reject, { params: { id: oid, nodeOid }, body, ...send }),
      ...after,
    }),
    transfer: useMutation({
      mutationFn: ({ oid, nodeOid, body }: NodeTarget & { body: TransferBody }) =>
        call(calls.transfer, { params: { id: oid, nodeOid }, body, ...send }),
      ...after,
    }),
    remind: useMutation({
      mutationFn: ({ oid, nodeOid }: NodeTarget) =>
        call(calls.remind, { params: { id: oid, nodeOid }, ...send }),
      ...after,
    }),
    revoke: useMutation({
      mutationFn: ({ oid, body }: { oid: string; body: RevokeBody }) =>
        call(calls.revoke, { params: { id: oid }, body, ...send }),
      ...after,
    }),
  };
}
