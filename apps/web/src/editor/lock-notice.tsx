// The bar above the document that says why it cannot be edited (content §8, with the spec's message
// for every code), offers 申请编辑 to a reader while another user writes, tells the writer that
// someone asked to take over, and asks the author what to do with queued edits that lost a race.
import { formatMessage, SAVE_ERROR_MESSAGES, type SaveErrorCode, EDITOR_TEXTS as T } from "@textbook/shared";
import { Alert, Button, Space } from "antd";
import type { SaveState } from "./save/save-state.ts";

/** A reader may ask to take over only from another writer, not from a committed chapter or a task. */
const TAKEOVER_CODES: ReadonlySet<SaveErrorCode> = new Set([
  "error.editing-file.failed",
  "error.writing-file-waiting.evict",
]);

function noticeText(code: SaveErrorCode, state: SaveState): string {
  const message = SAVE_ERROR_MESSAGES[code] ?? SAVE_ERROR_MESSAGES.unknown;
  if (TAKEOVER_CODES.has(code) && state.holder) {
    return `${message}（${formatMessage(T.lockHolder, { name: state.holder.fullName })}）`;
  }
  return message;
}

export function LockNotice(props: {
  state: SaveState;
  /** The document did not fit the schema and was not loaded. */
  contentRefused: boolean;
  onTakeOver: () => void;
  onResolveConflict: (keepLocal: boolean) => void;
}) {
  const { state } = props;
  if (props.contentRefused) return <Alert type="error" showIcon title={T.contentRefused} />;
  if (state.conflict) {
    return (
      <Alert
        type="warning"
        showIcon
        title={T.localConflict}
        action={
          <Space>
            <Button size="small" onClick={() => props.onResolveConflict(false)}>
              {T.dropLocal}
            </Button>
            <Button size="small" type="primary" onClick={() => props.onResolveConflict(true)}>
              {T.keepLocal}
            </Button>
          </Space>
        }
      />
    );
  }
  if (state.takeoverBy) {
    return (
      <Alert
        type="info"
        showIcon
        title={formatMessage(T.takeoverRequested, { name: state.takeoverBy.fullName })}
      />
    );
  }
  if (state.mode === "edit" || state.mode === "loading" || !state.notice) return null;
  const canTakeOver = state.mode === "read" && TAKEOVER_CODES.has(state.notice);
  return (
    <Alert
      type={state.mode === "failed" ? "error" : "warning"}
      showIcon
      title={noticeText(state.notice, state)}
      action={
        canTakeOver && (
          <Button size="small" type="primary" onClick={props.onTakeOver}>
            {T.takeOver}
          </Button>
        )
      }
    />
  );
}
