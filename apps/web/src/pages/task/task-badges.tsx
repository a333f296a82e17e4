// A task's state tag and progress bar, alike on the list and the detail page.
import { TASK_STATE_LABELS, TASK_TEXTS, type TaskState } from "@textbook/shared";
import { Progress, type ProgressProps, Tag } from "antd";

const STATE_COLOURS: Record<TaskState, string> = {
  WAITING: "default",
  IN_PROGRESS: "processing",
  DONE: "success",
  FAILED: "error",
  CANCELLED: "warning",
};

const PROGRESS_STATUS: Record<TaskState, ProgressProps["status"]> = {
  WAITING: "normal",
  IN_PROGRESS: "active",
  DONE: "success",
  FAILED: "exception",
  CANCELLED: "normal",
};

export function TaskStateTag({ state }: { state: TaskState }) {
  return <Tag color={STATE_COLOURS[state]}>{TASK_STATE_LABELS[state]}</Tag>;
}

export function TaskProgress({
  state,
  progress,
  size,
}: {
  state: TaskState;
  progress: number;
  size?: "small";
}) {
  return (
    <Progress
      percent={progress}
      status={PROGRESS_STATUS[state]}
      size={size}
      aria-label={TASK_TEXTS.columns.progress}
    />
  );
}
