// A task title renamed in place: the pencil opens a field; Enter or leaving it saves, Esc cancels.
import { EditOutlined } from "@ant-design/icons";
import { TASK_TEXTS, TASK_TITLE_MAX_LENGTH } from "@textbook/shared";
import { Button, Input } from "antd";
import { useState } from "react";
import { useBusy } from "../../app/use-busy.ts";
import styles from "./task.module.css";

export function EditableTitle({
  title,
  onRename,
}: {
  title: string;
  /** Resolves once saved; a rejection keeps the field open. */
  onRename: (title: string) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const saving = useBusy();

  async function save() {
    if (draft === null || saving.busy) return;
    const next = draft.trim();
    if (!next || next === title) {
      setDraft(null);
      return;
    }
    await saving.run(async () => {
      await onRename(next);
      setDraft(null);
    });
  }

  if (draft !== null) {
    return (
      <Input
        size="small"
        autoFocus
        maxLength={TASK_TITLE_MAX_LENGTH}
        aria-label={TASK_TEXTS.rename}
        value={draft}
        disabled={saving.busy}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => void save()}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDraft(null);
        }}
      />
    );
  }
  return (
    <span className={styles.title}>
      <span className={styles.titleText} title={title}>
        {title}
      </span>
      <Button
        type="text"
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={TASK_TEXTS.rename}
        className={styles.renameButton}
        onClick={() => setDraft(title)}
      />
    </span>
  );
}
