// The book's completion rate: a progress bar, editable (0-100, a whole number, shell §5
// numberRequired and §9) by users whose abilities allow updating the book; Enter saves, Esc cancels.
import { CheckOutlined, CloseOutlined, EditOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { type BookDetail, rules, BOOK_DETAIL_TEXTS as T, VALIDATION_MESSAGES } from "@textbook/shared";
import { Button, Input, Progress, Space } from "antd";
import { useState } from "react";
import { bookKeys, updateCompletionRate } from "../../api/book-detail.ts";
import { toast } from "../../app/global/toast.ts";
import { useBusy } from "../../app/use-busy.ts";
import styles from "./book-detail.module.css";

/** The message for a typed rate, or null when it is a whole number from 0 to 100. */
export function completionRateProblem(text: string): string | null {
  return rules.numberRequired(text) ?? (Number(text) <= 100 ? null : VALIDATION_MESSAGES.numberRequired);
}

export function CompletionRate({ book }: { book: BookDetail }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const saving = useBusy();
  const problem = draft === null ? null : completionRateProblem(draft);

  async function save() {
    if (draft === null || problem) return;
    await saving.run(async () => {
      client.setQueryData(bookKeys.book(book.oid), await updateCompletionRate(book.oid, Number(draft)));
      setDraft(null);
      toast.success(T.completionRateSaved);
    });
  }

  if (draft === null) {
    return (
      <span className={styles.rate}>
        <Progress
          percent={book.completionRate}
          size="small"
          className={styles.rateBar}
          aria-label={T.completionRate}
          format={(percent) => `${percent}%`}
        />
        {book.abilities.update && (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={T.editCompletionRate}
            onClick={() => setDraft(String(book.completionRate))}
          />
        )}
      </span>
    );
  }
  // Icon buttons keep the editor as narrow as the bar it replaces: with worded ones it overflowed
  // the header card at 1440 px.
  return (
    <span className={styles.rateEdit}>
      <Space.Compact>
        <Input
          autoFocus
          aria-label={T.completionRate}
          className={styles.rateInput}
          value={draft}
          maxLength={3}
          suffix="%"
          status={problem ? "error" : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={save}
          onKeyDown={(event) => {
            if (event.key === "Escape") setDraft(null);
          }}
        />
        <Button
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          aria-label={T.save}
          title={T.save}
          loading={saving.busy}
          disabled={Boolean(problem)}
          onClick={save}
        />
        <Button
          icon={<CloseOutlined aria-hidden />}
          aria-label={T.cancel}
          title={T.cancel}
          onClick={() => setDraft(null)}
        />
      </Space.Compact>
      {problem && <span className={styles.fieldError}>{problem}</span>}
    </span>
  );
}
