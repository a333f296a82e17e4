// Approval workflow calls (shell §7 Process, issue 16 §1): the caller's applications, one instance
// with its nodes and timeline, the node actions, and the instances the caller acted on.
import { z } from "zod";
import { ORG_ROLES } from "../dictionaries.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { zKeyword, zOid } from "../validation/zod.ts";
import {
  PROCESS_ACTIONS,
  PROCESS_KINDS,
  PROCESS_LIMITS,
  PROCESS_NODE_STATES,
  PROCESS_STATES,
  TODO_STATES,
} from "../workflows/process-dictionaries.ts";
import { WORKFLOW_TEXTS } from "../workflows/workflow-texts.ts";
import { defineCalls } from "./contract.ts";
import { listSchema, pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";

export const processUserSchema = z.object({ oid: z.string(), fullName: z.string() });
export type ProcessUser = z.infer<typeof processUserSchema>;

/** Who holds a node: everyone with the role in the instance's organisation, or the named users. */
export const processNodeAssigneeViewSchema = z.object({
  role: z.enum(ORG_ROLES).nullable(),
  users: z.array(processUserSchema),
});

export const processNodeSchema = z.object({
  oid: z.string(),
  instanceOid: z.string(),
  /** 0-based place in the definition; a transferred node and its successor share it. */
  position: z.number().int(),
  name: z.string(),
  assignee: processNodeAssigneeViewSchema,
  state: z.enum(PROCESS_NODE_STATES),
  /** Who approved, rejected or transferred it. */
  actor: processUserSchema.nullable(),
  comment: z.string().nullable(),
  openedAt: z.string().nullable(),
  actedAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  transferredTo: processUserSchema.nullable(),
  /** Whether the caller holds it now (may approve, reject or transfer it). */
  canAct: z.boolean(),
});
export type ProcessNode = z.infer<typeof processNodeSchema>;

export const processCurrentNodeSchema = processNodeSchema.pick({
  oid: true,
  position: true,
  name: true,
  assignee: true,
  state: true,
  remindedAt: true,
});

export const processInstanceSchema = z.object({
  oid: z.string(),
  orgOid: z.string(),
  title: z.string(),
  kind: z.enum(PROCESS_KINDS),
  state: z.enum(PROCESS_STATES),
  book: z.object({ oid: z.string(), name: z.string() }).nullable(),
  applicant: processUserSchema,
  /** What the instance decides about (a publish application for PUBLISH). */
  subjectOid: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The open node while IN_PROGRESS, else null. */
  currentNode: processCurrentNodeSchema.nullable(),
  nodeCount: z.number().int(),
});
export type ProcessInstance = z.infer<typeof processInstanceSchema>;

/** One timeline entry: the start and every action, oldest first. */
export const processEventSchema = z.object({
  oid: z.string(),
  action: z.enum(PROCESS_ACTIONS),
  node: z.object({ oid: z.string(), name: z.string(), position: z.number().int() }).nullable(),
  actor: processUserSchema,
  comment: z.string().nullable(),
  /** TRANSFER: to whom. */
  targetUser: processUserSchema.nullable(),
  at: z.string(),
});
export type ProcessTimelineEvent = z.infer<typeof processEventSchema>;

/** What the caller may do with the instance as a whole (the node actions come with canAct). */
export const processInstanceAbilitiesSchema = z.object({
  revoke: z.boolean(),
  remind: z.boolean(),
});

export const processInstanceDetailSchema = processInstanceSchema.extend({
  events: z.array(processEventSchema),
  abilities: processInstanceAbilitiesSchema,
});
export type ProcessInstanceDetail = z.infer<typeof processInstanceDetailSchema>;

/** A todo: a node waiting for the caller (or decided by them) with its instance. */
export const todoItemSchema = z.object({ instance: processInstanceSchema, node: processNodeSchema });
export type TodoItem = z.infer<typeof todoItemSchema>;

/** The organisation defaults to the caller's current one, as GET /todos/count. */
const orgScope = { orgOid: zOid.optional() };

export const processListQuerySchema = pageQuerySchema.extend({
  ...orgScope,
  keyword: zKeyword,
  bookOid: zOid.optional(),
  state: z.enum(PROCESS_STATES).optional(),
});
export type ProcessListQuery = z.input<typeof processListQuerySchema>;

export const todoListQuerySchema = pageQuerySchema.extend({
  ...orgScope,
  keyword: zKeyword,
  bookOid: zOid.optional(),
  /** PENDING: waiting for the caller (default); DONE: the nodes the caller approved, rejected or transferred. */
  state: z.enum(TODO_STATES).default("PENDING"),
});
export type TodoListQuery = z.input<typeof todoListQuerySchema>;

export const processTotalQuerySchema = z.object(orgScope);
export const processTotalSchema = z.object({
  total: z.number().int(),
  inProgressCount: z.number().int(),
  approvedCount: z.number().int(),
  rejectedCount: z.number().int(),
  revokedCount: z.number().int(),
});
export type ProcessTotal = z.infer<typeof processTotalSchema>;

const optionalComment = z
  .string({ error: M.invalidType })
  .trim()
  .max(PROCESS_LIMITS.commentMax, M.tooLong.replace("{n}", String(PROCESS_LIMITS.commentMax)))
  .nullish()
  .transform((value) => value || null);

export const approveBodySchema = z.object({ comment: optionalComment });
export const rejectBodySchema = z.object({
  comment: z
    .string({ error: WORKFLOW_TEXTS.fields.rejectComment })
    .trim()
    .min(1, WORKFLOW_TEXTS.fields.rejectComment)
    .max(PROCESS_LIMITS.commentMax, M.tooLong.replace("{n}", String(PROCESS_LIMITS.commentMax))),
});
export const transferBodySchema = z.object({ userOid: zOid, comment: optionalComment });
export const revokeBodySchema = z.object({ comment: optionalComment });
export type ApproveBody = z.input<typeof approveBodySchema>;
export type RejectBody = z.input<typeof rejectBodySchema>;
export type TransferBody = z.input<typeof transferBodySchema>;
export type RevokeBody = z.input<typeof revokeBodySchema>;

/** An action's answer: the instance after it and the node it acted on. */
export const processActionResultSchema = z.object({
  instance: processInstanceSchema,
  node: processNodeSchema.nullable(),
});
export type ProcessActionResult = z.infer<typeof processActionResultSchema>;

/** The remind's answer says whether an SMS went out (none when SMS is not configured). */
export const remindResultSchema = processActionResultSchema.extend({ smsSent: z.boolean() });
export type RemindResult = z.infer<typeof remindResultSchema>;

/** Who a node may be transferred to. */
export const transferCandidateSchema = processUserSchema.extend({ phoneNumber: z.string() });
export type TransferCandidate = z.infer<typeof transferCandidateSchema>;

export const processInstancePathSchema = z.object({ id: zOid });
export const processNodePathSchema = z.object({ id: zOid, nodeOid: zOid });

export const processInstanceCalls = defineCalls("process-instances", {
  myList: {
    method: "GET",
    path: "/process-instances/my-list",
    summary: "The approvals the caller applied for in an organisation, newest first, paged and filtered",
    query: processListQuerySchema,
    data: pageSchema(processInstanceSchema),
  },
  myTotal: {
    method: "GET",
    path: "/process-instances/my-total",
    summary: "How many approvals the caller applied for in an organisation, by state",
    query: processTotalQuerySchema,
    data: processTotalSchema,
  },
  get: {
    method: "GET",
    path: "/process-instances/:id",
    summary:
      "One approval with its timeline (the applicant, the nodes' holders, the users who acted and the organisation's admins)",
    params: processInstancePathSchema,
    data: processInstanceDetailSchema,
  },
  nodes: {
    method: "GET",
    path: "/process-instances/:id/process-nodes",
    summary: "An approval's nodes in order, transferred ones beside their successors",
    params: processInstancePathSchema,
    data: listSchema(processNodeSchema),
  },
  transferCandidates: {
    method: "GET",
    path: "/process-instances/:id/process-nodes/:nodeOid/transfer-candidates",
    summary: "The users a node's holder may transfer it to (members who could hold it, the caller left out)",
    params: processNodePathSchema,
    data: listSchema(transferCandidateSchema),
  },
  approve: {
    method: "POST",
    path: "/process-instances/:id/process-nodes/:nodeOid/approve",
    summary:
      "Approve the open node (its holder; optional comment): the next node opens or the approval ends APPROVED",
    params: processNodePathSchema,
    body: approveBodySchema,
    data: processActionResultSchema,
  },
  reject: {
    method: "POST",
    path: "/process-instances/:id/process-nodes/:nodeOid/reject",
    summary: "Reject the open node (its holder; comment required): the approval ends REJECTED",
    params: processNodePathSchema,
    body: rejectBodySchema,
    data: processActionResultSchema,
  },
  transfer: {
    method: "POST",
    path: "/process-instances/:id/process-nodes/:nodeOid/transfer",
    summary: "Hand the open node to another user who may hold it (its holder)",
    params: processNodePathSchema,
    body: transferBodySchema,
    data: processActionResultSchema,
  },
  remind: {
    method: "POST",
    path: "/process-instances/:id/process-nodes/:nodeOid/remind",
    summary: "Remind the open node's holders (the applicant; once an hour per node; an SMS when configured)",
    params: processNodePathSchema,
    data: remindResultSchema,
  },
  revoke: {
    method: "POST",
    path: "/process-instances/:id/revoke",
    summary: "Withdraw an approval in progress (the applicant)",
    params: processInstancePathSchema,
    body: revokeBodySchema,
    data: processActionResultSchema,
  },
});

export const todoListCall = {
  method: "GET",
  path: "/todos",
  summary:
    "The caller's todos in an organisation: nodes waiting for them (state=PENDING) or decided by them (state=DONE), paged",
  query: todoListQuerySchema,
  data: pageSchema(todoItemSchema),
} as const;

export const applicationCalls = defineCalls("applications", {
  contributed: {
    method: "GET",
    path: "/applications/contributed",
    summary: "The approvals in an organisation the caller acted on (approved, rejected, transferred), paged",
    query: processListQuerySchema,
    data: pageSchema(processInstanceSchema),
  },
});
