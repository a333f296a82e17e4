// Who hears of a workflow action in the app, written in the action's transaction (a message never
// tells of an action that did not commit): a remind reaches the node's holders, a rejection and the
// final approval the applicant, a transfer its new holder. Nobody is told of their own action.
import type { NotificationKind, ProcessAction } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import { nodeHolders } from "../workflows/node-holders.ts";
import type { InstanceRow, NodeRow } from "../workflows/present.ts";

/** A role node may have many holders: an organisation's reviewers, not a town. */
const HOLDERS_MAX = 500;

export interface NotifiedAction {
  action: ProcessAction;
  /** The instance after the action. */
  instance: InstanceRow;
  node: NodeRow | null;
  actorOid: string;
  targetUserOid?: string;
}

async function recipientsOf(tx: Db, acted: NotifiedAction): Promise<[NotificationKind, string[]] | null> {
  switch (acted.action) {
    case "REMIND":
      if (!acted.node) return null;
      return [
        "PROCESS_REMINDED",
        (await nodeHolders(tx, acted.node, HOLDERS_MAX)).map((holder) => holder.oid),
      ];
    case "REJECT":
      return ["PROCESS_REJECTED", [acted.instance.applicantOid]];
    case "APPROVE":
      return acted.instance.state === "APPROVED" ? ["PROCESS_APPROVED", [acted.instance.applicantOid]] : null;
    case "TRANSFER":
      return acted.targetUserOid ? ["NODE_TRANSFERRED", [acted.targetUserOid]] : null;
    default:
      return null;
  }
}

export async function notifyAction(
  tx: Db,
  acted: NotifiedAction,
  eventOid: string,
  now: Date,
): Promise<void> {
  const recipients = await recipientsOf(tx, acted);
  if (!recipients) return;
  const [kind, userOids] = recipients;
  const others = [...new Set(userOids)].filter((userOid) => userOid !== acted.actorOid);
  if (others.length === 0) return;
  await tx
    .insert(notifications)
    .values(others.map((userOid) => ({ userOid, kind, eventOid, createdAt: now })));
}
