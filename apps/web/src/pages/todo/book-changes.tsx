// What changed in the book since its released edition (issue 16 §2, beyond the spec), so a reviewer
// reads only the changes: files added, removed and changed, each with its paragraphs' diff. Added
// and removed text is marked by <ins>/<del>, a sign and a spoken word, not by colour alone.
import {
  type DiffChunk,
  type FileChange,
  formatMessage,
  PUBLISHING_TEXTS,
  TODO_TEXTS,
} from "@textbook/shared";
import { Alert, Empty, Skeleton, Tag } from "antd";
import { useId, useState } from "react";
import { useChangesSinceRelease } from "../../api/publish-records.ts";
import { formatDateTime } from "../../app/date-time.ts";
import styles from "./todo.module.css";

const CHANGE_COLOURS: Record<FileChange["change"], string> = {
  ADDED: "green",
  REMOVED: "red",
  CHANGED: "blue",
};

/**
 * One file's header, unfolding its diff: a plain disclosure button, since antd's Collapse alone
 * would add 3 KB to the login page's shared chunk.
 */
function FileEntry({ file }: { file: FileChange }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className={styles.fileEntry}>
      <button
        type="button"
        className={styles.fileHead}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Tag color={CHANGE_COLOURS[file.change]}>{PUBLISHING_TEXTS.fileChanges[file.change]}</Tag>
        <span>{file.title}</span>
        <span className={styles.filePlace}>{file.place}</span>
        <span className={styles.fileCounts}>
          {formatMessage(TODO_TEXTS.fileCounts, {
            added: file.addedParagraphs,
            removed: file.removedParagraphs,
          })}
        </span>
      </button>
      <div id={panelId} hidden={!open} className={styles.filePanel}>
        {open && <FileDiff file={file} />}
      </div>
    </li>
  );
}

function Chunk({ chunk }: { chunk: DiffChunk }) {
  if (chunk.op === "SAME") {
    return (
      <>
        {chunk.paragraphs.map((text, index) => (
          // Paragraphs have no identity but their place; the chunk never reorders.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{text}</p>
        ))}
        {chunk.omitted > 0 && (
          <p className={styles.omitted}>{formatMessage(TODO_TEXTS.diffOmitted, { n: chunk.omitted })}</p>
        )}
      </>
    );
  }
  const Mark = chunk.op === "ADDED" ? "ins" : "del";
  const sign = chunk.op === "ADDED" ? "+" : "−";
  const word = chunk.op === "ADDED" ? TODO_TEXTS.diffAdded : TODO_TEXTS.diffRemoved;
  return (
    <>
      {chunk.paragraphs.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a chunk's paragraphs never reorder
        <Mark key={index}>
          <span className={styles.diffMarker} aria-hidden>
            {sign}
          </span>
          <span className={styles.srOnly}>{word}</span>
          {text || TODO_TEXTS.diffEmpty}
        </Mark>
      ))}
    </>
  );
}

function FileDiff({ file }: { file: FileChange }) {
  if (file.chunks.length === 0) return <p className={styles.omitted}>{TODO_TEXTS.diffEmpty}</p>;
  return (
    <div className={styles.diff}>
      {file.chunks.map((chunk, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the diff's chunks never reorder
        <Chunk key={index} chunk={chunk} />
      ))}
    </div>
  );
}

export function BookChanges({ bookOid }: { bookOid: string }) {
  const changes = useChangesSinceRelease(bookOid);
  if (changes.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (changes.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={TODO_TEXTS.changesLoadFailed}
        description={changes.error.message}
      />
    );
  }
  const { releasedEdition, files, unchangedCount } = changes.data;
  const count = (kind: FileChange["change"]) => files.filter((file) => file.change === kind).length;
  return (
    <div>
      <p className={styles.changesHead}>
        {releasedEdition
          ? formatMessage(TODO_TEXTS.changesAgainst, {
              number: releasedEdition.number,
              builtAt: formatDateTime(releasedEdition.builtAt),
            })
          : TODO_TEXTS.changesFirst}
        {TODO_TEXTS.changesSeparator}
        {formatMessage(TODO_TEXTS.changesSummary, {
          added: count("ADDED"),
          removed: count("REMOVED"),
          changed: count("CHANGED"),
          unchanged: unchangedCount,
        })}
      </p>
      {files.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TODO_TEXTS.changesNone} />
      ) : (
        <ul className={styles.fileList}>
          {files.map((file) => (
            <FileEntry key={file.fileOid} file={file} />
          ))}
        </ul>
      )}
    </div>
  );
}
