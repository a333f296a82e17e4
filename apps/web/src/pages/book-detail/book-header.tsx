// The book's card at the top of its detail page: cover, name, state, facts, description and the
// book-wide buttons (export, Word import, members, media library), each shown per the book's abilities.
import {
  BgColorsOutlined,
  CloudServerOutlined,
  MessageOutlined,
  PictureOutlined,
  SendOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import {
  BOOK_STATE_LABELS,
  type BookDetail,
  ERROR_CORRECTION_TEXTS,
  PUBLISHING_PAGE_TEXTS,
  PUSH_TEXTS,
  STYLE_SCREEN_TEXTS,
  BOOK_DETAIL_TEXTS as T,
} from "@textbook/shared";
import { Button, Tag } from "antd";
import { type ReactNode, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { STATE_COLOURS } from "../books/book-card.tsx";
import { PublishStateTag } from "../books/publish-state-tag.tsx";
import styles from "./book-detail.module.css";
import { CompletionRate } from "./completion-rate.tsx";
import { CoverUpload } from "./cover-upload.tsx";
import { ExportMenu } from "./export-menu.tsx";
import { MembersDrawer } from "./members-drawer.tsx";
import { PublishingDrawer } from "./publishing/publishing-drawer.tsx";
import { closePublishing, openPublishing, publishingOf } from "./publishing/publishing-param.ts";
import { WordImportButton } from "./word-import/word-import-button.tsx";

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

export function BookHeader({ book }: { book: BookDetail }) {
  const [membersOpen, setMembersOpen] = useState(false);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const publishing = publishingOf(search);
  return (
    <header className={styles.header}>
      <CoverUpload book={book} />
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <h2 className={styles.bookName}>{book.name}</h2>
          <Tag color={STATE_COLOURS[book.state]}>{BOOK_STATE_LABELS[book.state]}</Tag>
          <PublishStateTag state={book.publishState} />
          <div className={styles.headerActions}>
            {book.abilities.export && <ExportMenu bookOid={book.oid} />}
            {book.abilities.editStructure && <WordImportButton book={book} />}
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
            <Button
              icon={<CloudServerOutlined aria-hidden />}
              onClick={() => setSearch((current) => openPublishing(current, null))}
            >
              {PUBLISHING_PAGE_TEXTS.open}
            </Button>
            {book.abilities.push && (
              <Button
                icon={<SendOutlined aria-hidden />}
                onClick={() => navigate(`/f/books/push/${book.oid}`)}
              >
                {PUSH_TEXTS.open}
              </Button>
            )}
            {book.abilities.editStyles && (
              <Button
                icon={<BgColorsOutlined aria-hidden />}
                onClick={() => navigate(`/f/books/style/${book.oid}`)}
              >
                {STYLE_SCREEN_TEXTS.open}
              </Button>
            )}
            <Button
              icon={<MessageOutlined aria-hidden />}
              onClick={() => navigate(`/f/books/error-corrections/${book.oid}`)}
            >
              {ERROR_CORRECTION_TEXTS.openFromBook}
            </Button>
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
      <PublishingDrawer
        book={book}
        open={publishing.open}
        initialDialog={publishing.dialog}
        onClose={() => setSearch((current) => closePublishing(current))}
      />
    </header>
  );
}
