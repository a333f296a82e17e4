// A book's publish state (shell §3) as a tag, coloured by how far its application got.
import { PUBLISHING_PAGE_TEXTS, PUBLISHING_TEXTS, type PublishState } from "@textbook/shared";
import { Tag } from "antd";

const COLOURS: Record<PublishState, string> = {
  UNDECLARED: "default",
  DECLARED: "processing",
  RECEIVED: "processing",
  PROOFREADING: "warning",
  PUBLISHED: "success",
};

export function PublishStateTag({ state }: { state: PublishState }) {
  return (
    <Tag color={COLOURS[state]} title={PUBLISHING_PAGE_TEXTS.publishState}>
      {PUBLISHING_TEXTS.publishStates[state]}
    </Tag>
  );
}
