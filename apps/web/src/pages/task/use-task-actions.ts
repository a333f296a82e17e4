// Cancel (after a confirmation) and rename, for the list and the detail page. Refusals (a task that
// finished meanwhile, an empty title) come back as toasts with the server's reason.
import { useQueryClient } from "@tanstack/react-query";
import { formatMessage, TASK_TEXTS, type UserTask } from "@textbook/shared";
import { cancelTask, renameTask, taskKeys } from "../../api/tasks.ts";
import { dialog } from "../../app/global/dialog.ts";
import { failureReason, reportFailure } from "../../app/global/report-failure.ts";
import { toast } from "../../app/global/toast.ts";

export function useTaskActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });

  async function cancel(task: Pick<UserTask, "oid" | "title">) {
    const yes = await dialog.confirm("danger", {
      title: TASK_TEXTS.cancelTitle,
      content: formatMessage(TASK_TEXTS.cancelConfirm, { title: task.title }),
      okText: TASK_TEXTS.cancelOk,
    });
    if (!yes) return;
    try {
      await cancelTask(task.oid, { bypassError: true });
      toast.success(TASK_TEXTS.cancelled);
    } catch (error) {
      reportFailure(error, failureReason(error));
    }
    await refresh();
  }

  async function rename(task: Pick<UserTask, "oid">, title: string) {
    try {
      await renameTask(task.oid, title, { bypassError: true });
    } catch (error) {
      reportFailure(error, failureReason(error));
      throw error;
    }
    toast.success(TASK_TEXTS.renamed);
    await refresh();
  }

  return { cancel, rename };
}
