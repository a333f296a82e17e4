// The book's completion rate: a progress bar, editable (0-100, a whole number, shell §5
// numberRequired and §9) by users whose abilities allow updating the book.
import { EditOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { type BookDetail, rules, BOOK_DETAIL_TEXTS as T, VALIDATION_MESSAGES } from "@textbook/shared";
import { Button, Input, Progress, Space } from "antd";
import { useState } from "react";
import { updateCompletionRate } from "../../api/book-detail.ts";
import { toast } from "../../app/global/toast.ts";
import { useBusy } from "../../app/use-busy.ts";
import styles from "./book-detail.module.css";
import { bookKeys } from "./book-queries.ts";

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
            icon={<EditOutlined />}
            aria-label={T.editCompletionRate}
            onClick={() => setDraft(String(book.completionRate))}
          />
        )}
      </span>
    );
  }
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
        />
        <Button type="primary" loading={saving.busy} disabled={Boolean(problem)} onClick={save}>
          {T.save}
        </Button>
        <Button onClick={() => setDraft(null)}>{T.cancel}</Button>
      </Space.Compact>
      {problem && <span className={styles.fieldError}>{problem}</span>}
    </span>
  );
}
