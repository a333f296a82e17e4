// Approval workflows (issue 16 §1, shell §4 "approval workflow nodes can be approved, rejected,
// transferred or reminded; an instance can be revoked"): the kinds, states and actions as data.

/** What an approval is about; a union so more kinds can come. */
export const PROCESS_KINDS = ["PUBLISH"] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];

export const PROCESS_STATES = ["IN_PROGRESS", "APPROVED", "REJECTED", "REVOKED"] as const;
export type ProcessState = (typeof PROCESS_STATES)[number];

/**
 * WAITING: not reached yet; PENDING: open, waiting for its holder; TRANSFERRED: handed to another
 * user (a new PENDING node at the same position takes over); CANCELLED: the instance ended before
 * the node was decided (rejected earlier, revoked).
 */
export const PROCESS_NODE_STATES = [
  "WAITING",
  "PENDING",
  "APPROVED",
  "REJECTED",
  "TRANSFERRED",
  "CANCELLED",
] as const;
export type ProcessNodeState = (typeof PROCESS_NODE_STATES)[number];

/** The timeline's entries: the start and every action. */
export const PROCESS_ACTIONS = ["START", "APPROVE", "REJECT", "TRANSFER", "REMIND", "REVOKE"] as const;
export type ProcessAction = (typeof PROCESS_ACTIONS)[number];

/** GET /todos: the nodes waiting for the caller, or those the caller decided. */
export const TODO_STATES = ["PENDING", "DONE"] as const;
export type TodoState = (typeof TODO_STATES)[number];

export const PROCESS_LIMITS = {
  /** Nodes of one definition. */
  minNodes: 1,
  maxNodes: 10,
  nodeNameMax: 50,
  /** Named users of one node. */
  maxNodeUsers: 20,
  commentMax: 500,
  titleMax: 200,
  /** One remind per node within this time. */
  remindIntervalMs: 60 * 60 * 1000,
} as const;
