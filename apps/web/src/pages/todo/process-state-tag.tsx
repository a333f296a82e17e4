// An approval's state and a node's state as tags: the word always shows, the colour only helps.
import { type ProcessNodeState, type ProcessState, WORKFLOW_TEXTS } from "@textbook/shared";
import { Tag } from "antd";

const STATE_COLOURS: Record<ProcessState, string> = {
  IN_PROGRESS: "processing",
  APPROVED: "success",
  REJECTED: "error",
  REVOKED: "default",
};

const NODE_COLOURS: Record<ProcessNodeState, string> = {
  WAITING: "default",
  PENDING: "processing",
  APPROVED: "success",
  REJECTED: "error",
  TRANSFERRED: "warning",
  CANCELLED: "default",
};

export function ProcessStateTag({ state }: { state: ProcessState }) {
  return <Tag color={STATE_COLOURS[state]}>{WORKFLOW_TEXTS.states[state]}</Tag>;
}

export function NodeStateTag({ state }: { state: ProcessNodeState }) {
  return <Tag color={NODE_COLOURS[state]}>{WORKFLOW_TEXTS.nodeStates[state]}</Tag>;
}
