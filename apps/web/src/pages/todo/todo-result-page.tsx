// /f/todo/result/{oid} (shell §2, no bar): what the caller's decision did — the next node, the end
// of the approval, the new holder or the withdrawal — with the ways back to the list and the detail.
import {
  formatMessage,
  PROCESS_ACTIONS,
  type ProcessAction,
  type ProcessInstanceDetail,
  TODO_TEXTS,
} from "@textbook/shared";
import { Result, Skeleton } from "antd";
import { Link, useParams, useSearchParams } from "react-router";
import { useProcessInstance } from "../../api/process-instances.ts";
import { readChoice } from "../../app/list-params.ts";
import styles from "./todo.module.css";
import { TODO_LIST_PATH, todoDetailPath } from "./todo-paths.ts";

type Decision = keyof typeof TODO_TEXTS.resultTitles;
const DECISIONS = PROCESS_ACTIONS.filter(
  (action): action is Decision & ProcessAction => action in TODO_TEXTS.resultTitles,
);

function outcome(instance: ProcessInstanceDetail, action: Decision | undefined): string {
  if (instance.state === "APPROVED") return TODO_TEXTS.resultApproved;
  if (instance.state === "REJECTED") return TODO_TEXTS.resultRejected;
  if (instance.state === "REVOKED") return TODO_TEXTS.resultRevoked;
  if (action === "TRANSFER") {
    const last = instance.events.findLast((event) => event.action === "TRANSFER");
    return formatMessage(TODO_TEXTS.resultTransferred, { name: last?.targetUser?.fullName ?? "" });
  }
  if (instance.currentNode) return formatMessage(TODO_TEXTS.resultNext, { node: instance.currentNode.name });
  return TODO_TEXTS.resultDone;
}

export function TodoResultPage() {
  const oid = useParams().oid ?? "";
  const [search] = useSearchParams();
  const action = readChoice(search, "action", DECISIONS);
  const instance = useProcessInstance(oid);
  const title = action ? TODO_TEXTS.resultTitles[action] : TODO_TEXTS.resultDone;
  return (
    <main className={styles.result}>
      {instance.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Result
          status={action === "REJECT" || action === "REVOKE" ? "info" : "success"}
          title={title}
          subTitle={instance.data ? outcome(instance.data, action) : instance.error?.message}
          // Links, not buttons: they go somewhere (and a link inside a button is not allowed).
          extra={[
            <Link key="list" to={TODO_LIST_PATH} className={styles.primaryLink}>
              {TODO_TEXTS.backToList}
            </Link>,
            <Link key="detail" to={todoDetailPath(oid)} className={styles.plainLink}>
              {TODO_TEXTS.backToDetail}
            </Link>,
          ]}
        />
      )}
    </main>
  );
}
