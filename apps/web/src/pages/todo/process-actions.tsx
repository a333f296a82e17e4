// The detail's action buttons for the caller: the node's holder decides (通过, 驳回, 转交); the
// applicant reminds (催办, once an hour per node) and withdraws (撤回). A decision leads to the
// result page; a refusal (someone acted first, the hour not over) says the server's reason, and the
// page refreshes (useProcessActions).
import { formatMessage, type ProcessInstanceDetail, type ProcessNode, TODO_TEXTS } from "@textbook/shared";
import { Button } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useProcessActions, useTransferCandidates } from "../../api/process-instances.ts";
import { serverFieldsOf } from "../../app/form-errors.ts";
import { failureReason, reportFailure } from "../../app/global/report-failure.ts";
import { toast } from "../../app/global/toast.ts";
import {
  ACTION_FIELDS,
  type ActionValues,
  ProcessActionDialog,
  type WordedAction,
} from "./process-action-dialog.tsx";
import styles from "./todo.module.css";
import { todoResultPath } from "./todo-paths.ts";

export interface ProcessActionsProps {
  instance: ProcessInstanceDetail;
  /** The open node when the caller holds it. */
  heldNode: ProcessNode | null;
}

export function ProcessActions({ instance, heldNode }: ProcessActionsProps) {
  const navigate = useNavigate();
  const actions = useProcessActions();
  const [open, setOpen] = useState<WordedAction | null>(null);
  const transferNode = open === "TRANSFER" ? (heldNode?.oid ?? null) : null;
  const candidates = useTransferCandidates(instance.oid, transferNode);
  const remindNode = instance.currentNode;

  const decide = async (action: WordedAction, values: ActionValues) => {
    const target = { oid: instance.oid, nodeOid: heldNode?.oid ?? "" };
    const comment = values.comment ?? null;
    try {
      if (action === "APPROVE") await actions.approve.mutateAsync({ ...target, body: { comment } });
      if (action === "REJECT")
        await actions.reject.mutateAsync({ ...target, body: { comment: comment ?? "" } });
      if (action === "TRANSFER")
        await actions.transfer.mutateAsync({ ...target, body: { userOid: values.userOid ?? "", comment } });
      if (action === "REVOKE") await actions.revoke.mutateAsync({ oid: instance.oid, body: { comment } });
    } catch (error) {
      // Field refusals stay in the dialog; the others are said here.
      if (serverFieldsOf(error, ACTION_FIELDS).length === 0) reportFailure(error, failureReason(error));
      throw error;
    }
    setOpen(null);
    navigate(todoResultPath(instance.oid, action));
  };

  const remind = async () => {
    if (!remindNode) return;
    try {
      const answer = await actions.remind.mutateAsync({ oid: instance.oid, nodeOid: remindNode.oid });
      toast.success(answer.smsSent ? TODO_TEXTS.remindedWithSms : TODO_TEXTS.reminded);
    } catch (error) {
      reportFailure(error, failureReason(error));
    }
  };

  const busy =
    actions.approve.isPending ||
    actions.reject.isPending ||
    actions.transfer.isPending ||
    actions.revoke.isPending;
  const canRemind = instance.abilities.remind && remindNode !== null;
  if (!heldNode && !canRemind && !instance.abilities.revoke) return null;
  return (
    <div className={styles.actions}>
      {heldNode && (
        <>
          <Button type="primary" onClick={() => setOpen("APPROVE")}>
            {TODO_TEXTS.actions.APPROVE}
          </Button>
          <Button danger onClick={() => setOpen("REJECT")}>
            {TODO_TEXTS.actions.REJECT}
          </Button>
          <Button onClick={() => setOpen("TRANSFER")}>{TODO_TEXTS.actions.TRANSFER}</Button>
        </>
      )}
      {canRemind && (
        <Button loading={actions.remind.isPending} onClick={() => void remind()}>
          {TODO_TEXTS.actions.REMIND}
        </Button>
      )}
      {instance.abilities.revoke && (
        <Button danger onClick={() => setOpen("REVOKE")}>
          {TODO_TEXTS.actions.REVOKE}
        </Button>
      )}
      <ProcessActionDialog
        action={open}
        revokeQuestion={formatMessage(TODO_TEXTS.revokeConfirm, { title: instance.title })}
        candidates={{
          items: candidates.data?.items ?? [],
          loading: candidates.isPending && transferNode !== null,
        }}
        busy={busy}
        onSubmit={decide}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
