// The bar above the document that says why it cannot be edited (content §8, with the spec's message
// for every code), offers 申请编辑 to a reader while another user writes, shows the writer who asked
// to take over and when the lock moves (立即移交 hands it over now), tells the waiter how long it
// may wait, tells a former writer the file is now read-only, and asks the author what to do with
// queued edits that lost a race.
import {
  formatMessage,
  type LockHolder,
  SAVE_ERROR_MESSAGES,
  type SaveErrorCode,
  EDITOR_TEXTS as T,
} from "@textbook/shared";
import { Alert, Button, Space } from "antd";
import type { SaveState } from "./save/save-state.ts";
import { useSecondsUntil } from "./use-seconds-until.ts";

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

/** The writer's side of a take-over: who asked, the countdown, and 立即移交. */
function TakeoverAsked(props: {
  requester: LockHolder;
  movesAt: number | null;
  handingOver: boolean;
  onHandOver: () => void;
}) {
  const seconds = useSecondsUntil(props.movesAt);
  const name = props.requester.fullName;
  if (props.handingOver) return <Alert type="info" showIcon title={formatMessage(T.handingOver, { name })} />;
  return (
    <Alert
      type="info"
      showIcon
      title={formatMessage(T.takeoverRequested, { name, seconds })}
      action={
        <Button size="small" type="primary" onClick={props.onHandOver}>
          {T.handOverNow}
        </Button>
      }
    />
  );
}

/** The reader's side: it waits for the writer, at most until the server passes the lock. */
function WaitingForWriter(props: { holder: LockHolder | null; movesAt: number | null }) {
  const seconds = useSecondsUntil(props.movesAt);
  const { holder } = props;
  return (
    <Alert
      type="info"
      showIcon
      title={SAVE_ERROR_MESSAGES["error.writing-file.waiting"]}
      description={holder && formatMessage(T.takeoverWaiting, { name: holder.fullName, seconds })}
    />
  );
}

export function LockNotice(props: {
  state: SaveState;
  /** The document did not fit the schema and was not loaded. */
  contentRefused: boolean;
  onTakeOver: () => void;
  onHandOver: () => void;
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
      <TakeoverAsked
        requester={state.takeoverBy}
        movesAt={state.lockMovesAt}
        handingOver={state.handingOver}
        onHandOver={props.onHandOver}
      />
    );
  }
  if (state.mode === "waiting") return <WaitingForWriter holder={state.holder} movesAt={state.lockMovesAt} />;
  if (state.mode === "edit" || state.mode === "loading" || !state.notice) return null;
  const canTakeOver = state.mode === "read" && TAKEOVER_CODES.has(state.notice);
  // A writer whose lock just moved on is told whether everything it typed reached the server.
  const handedOver = state.notice === "error.writing-file-waiting.evict";
  return (
    <Alert
      type={state.mode === "failed" ? "error" : "warning"}
      showIcon
      title={noticeText(state.notice, state)}
      description={handedOver && (state.unsaved ? T.handedOverUnsaved : T.handedOver)}
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
