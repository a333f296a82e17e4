// How a kind's module follows its approvals without workflows/ importing it: the hooks per kind come
// through Deps (deps.processHooks) and run inside the acting transaction after the change, so a
// hook that throws rolls the action back with it.
import type { ProcessAction, ProcessKind, ProcessNodeState, ProcessState } from "@textbook/shared";
import type { Db } from "../../db/client.ts";

export interface ProcessEvent {
  action: ProcessAction;
  instance: {
    oid: string;
    orgOid: string;
    kind: ProcessKind;
    bookOid: string | null;
    subjectOid: string;
    applicantOid: string;
    /** After the action. */
    state: ProcessState;
  };
  /** The node acted on (START: the first node opened); null for REVOKE. */
  node: { oid: string; position: number; name: string; state: ProcessNodeState } | null;
  /** Positions of the instance's definition (a transfer adds no position). */
  nodeCount: number;
  actorOid: string;
  comment: string | null;
}

export interface ProcessHooks {
  afterAction(tx: Db, event: ProcessEvent): Promise<void>;
}

export type ProcessHookRegistry = Partial<Record<ProcessKind, ProcessHooks>>;

export async function runProcessHooks(
  registry: ProcessHookRegistry,
  tx: Db,
  event: ProcessEvent,
): Promise<void> {
  await registry[event.instance.kind]?.afterAction(tx, event);
}

/** The instance as the hooks see it, from its row after the change. */
export function hookInstance(row: {
  oid: string;
  orgOid: string;
  kind: ProcessKind;
  bookOid: string | null;
  subjectOid: string;
  applicantOid: string;
  state: ProcessState;
}): ProcessEvent["instance"] {
  return {
    oid: row.oid,
    orgOid: row.orgOid,
    kind: row.kind,
    bookOid: row.bookOid,
    subjectOid: row.subjectOid,
    applicantOid: row.applicantOid,
    state: row.state,
  };
}
