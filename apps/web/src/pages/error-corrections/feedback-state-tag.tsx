// A report's state as a tag: the word always shows; the colours are the ones the approvals' tags
// use, which keep their contrast (antd's orange does not).
import { FEEDBACK_STATE_LABELS, type FeedbackState } from "@textbook/shared";
import { Tag } from "antd";

const COLOURS: Record<FeedbackState, string> = { PENDING: "processing", PROCESSED: "success" };

export function FeedbackStateTag({ state }: { state: FeedbackState }) {
  return <Tag color={COLOURS[state]}>{FEEDBACK_STATE_LABELS[state]}</Tag>;
}
