// The editor toolbar's whole-book caption actions (shell §7): 题注样式 opens the note-title dialog,
// 更新引用 asks for confirmation; each saves the author's own edits, submits its task, shows its
// progress while editing waits, and reloads the open file when it ends so the new numbers show.
import { FieldNumberOutlined, SyncOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { formatMessage, NOTE_TITLE_TEXTS as T, type UserTask } from "@textbook/shared";
import { Modal, Progress } from "antd";
import { useState } from "react";
import { bookKeys, setNoteTitleStyle, useBook } from "../../../api/book-detail.ts";
import { updateReferences } from "../../../api/styles.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import { ToolButton } from "../../core/toolbar/editor-toolbar.tsx";
import styles from "./book-captions.module.css";
import { NoteTitleDialog } from "./note-title-dialog.tsx";
import { type CaptionTaskKind, useCaptionTask } from "./use-caption-task.ts";

const TITLES: Record<CaptionTaskKind, string> = {
  "note-title": T.noteTitleMenu,
  "update-reference": T.updateReferenceMenu,
};
const DONE: Record<CaptionTaskKind, string> = {
  "note-title": T.noteTitleDone,
  "update-reference": T.referenceDone,
};

export function CaptionTaskActions(props: {
  bookOid: string;
  /** Saves what the author typed, so the task numbers the stored document. */
  beforeSubmit: () => Promise<unknown>;
  /** The task ended: the open file is loaded again. */
  onFinished: () => void;
}) {
  const { bookOid, beforeSubmit, onFinished } = props;
  const book = useBook(bookOid);
  const client = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const task = useCaptionTask(bookOid, (kind, ended) => {
    // The book's setting changed with a note-title task: new captions follow the new one.
    void client.invalidateQueries({ queryKey: bookKeys.book(bookOid), exact: true });
    onFinished();
    if (ended.state === "DONE") toast.success(DONE[kind]);
    else if (ended.state === "FAILED") {
      toast.error(formatMessage(T.taskFailed, { reason: ended.errorMessage ?? "" }));
    }
  });
  if (!book.data?.abilities.editStyles) return null;

  async function submit(kind: CaptionTaskKind, call: () => Promise<UserTask>) {
    setSubmitting(true);
    try {
      await beforeSubmit();
      const created = await call();
      setDialogOpen(false);
      task.follow(kind, created);
    } catch {
      // The app's error handler shows the refusal (a task already running, no right to it).
    } finally {
      setSubmitting(false);
    }
  }

  async function confirmReferences() {
    const confirmed = await dialog.confirm("change", {
      title: T.updateReferenceMenu,
      content: T.referenceConfirm,
    });
    if (confirmed) await submit("update-reference", () => updateReferences(bookOid));
  }

  const busy = submitting || task.running !== null;
  return (
    <>
      <ToolButton
        label={T.noteTitleMenu}
        icon={<FieldNumberOutlined aria-hidden />}
        disabled={busy}
        onClick={() => setDialogOpen(true)}
      />
      <ToolButton
        label={T.updateReferenceMenu}
        icon={<SyncOutlined aria-hidden />}
        disabled={busy}
        onClick={() => void confirmReferences()}
      />
      <NoteTitleDialog
        open={dialogOpen}
        current={book.data.noteTitle}
        submitting={submitting}
        onApply={(body) => void submit("note-title", () => setNoteTitleStyle(bookOid, body))}
        onCancel={() => setDialogOpen(false)}
      />
      <Modal
        open={task.running !== null}
        title={task.running ? TITLES[task.running.kind] : null}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={null}
      >
        <Progress className={styles.progress} percent={task.running?.progress ?? 0} />
        <p className={styles.hint}>{formatMessage(T.running, { progress: task.running?.progress ?? 0 })}</p>
      </Modal>
    </>
  );
}
