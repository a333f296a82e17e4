// The book's card at the top of its detail page: cover, name, state, facts, description and the
// book-wide buttons (export, members, media library), each shown per the book's abilities.
import { BgColorsOutlined, ExportOutlined, PictureOutlined, TeamOutlined } from "@ant-design/icons";
import {
  BOOK_STATE_LABELS,
  type BookDetail,
  STYLE_SCREEN_TEXTS,
  BOOK_DETAIL_TEXTS as T,
} from "@textbook/shared";
import { Button, Tag } from "antd";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { exportBook } from "../../api/book-detail.ts";
import { toast } from "../../app/global/toast.ts";
import { useBusy } from "../../app/use-busy.ts";
import { STATE_COLOURS } from "../books/book-card.tsx";
import styles from "./book-detail.module.css";
import { CompletionRate } from "./completion-rate.tsx";
import { CoverUpload } from "./cover-upload.tsx";
import { MembersDrawer } from "./members-drawer.tsx";

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

function ExportButton({ book }: { book: BookDetail }) {
  const exporting = useBusy();
  const start = () =>
    exporting.run(async () => {
      const task = await exportBook(book.oid);
      toast.success(T.exportStarted, { label: T.viewTask, to: `/f/task/detail/${task.oid}` });
    });
  return (
    <Button icon={<ExportOutlined aria-hidden />} loading={exporting.busy} onClick={start}>
      {T.export}
    </Button>
  );
}

export function BookHeader({ book }: { book: BookDetail }) {
  const [membersOpen, setMembersOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <CoverUpload book={book} />
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <h2 className={styles.bookName}>{book.name}</h2>
          <Tag color={STATE_COLOURS[book.state]}>{BOOK_STATE_LABELS[book.state]}</Tag>
          <div className={styles.headerActions}>
            {book.abilities.export && <ExportButton book={book} />}
            {book.abilities.manageMembers && (
              <Button icon={<TeamOutlined aria-hidden />} onClick={() => setMembersOpen(true)}>
                {T.members}
              </Button>
            )}
            <Button
              icon={<PictureOutlined aria-hidden />}
              onClick={() => navigate(`/f/books/media/${book.oid}`)}
            >
              {T.mediaLibrary}
            </Button>
            {book.abilities.editStyles && (
              <Button
                icon={<BgColorsOutlined aria-hidden />}
                onClick={() => navigate(`/f/books/style/${book.oid}`)}
              >
                {STYLE_SCREEN_TEXTS.open}
              </Button>
            )}
          </div>
        </div>
        <dl className={styles.facts}>
          <Fact label={T.subject}>{book.subject ?? T.none}</Fact>
          <Fact label={T.textbookType}>{T.textbookTypes[book.textbookType]}</Fact>
          <Fact label={T.organisation}>
            {book.belongsToOrg.name}
            <span className={styles.orgType}>{T.orgTypes[book.belongsToOrg.type]}</span>
          </Fact>
          <Fact label={T.completionRate}>
            <CompletionRate book={book} />
          </Fact>
        </dl>
        <p className={styles.description}>
          <span className={styles.descriptionLabel}>{T.description}</span>
          {book.description || T.none}
        </p>
      </div>
      {book.abilities.manageMembers && (
        <MembersDrawer book={book} open={membersOpen} onClose={() => setMembersOpen(false)} />
      )}
    </header>
  );
}
