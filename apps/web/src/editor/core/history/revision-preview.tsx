// One saved version shown read-only as the editor shows it (the editor's own extensions, the file's
// media links and caption numbering, the book's look), with what differs from the current version
// marked and summed up, so 恢复此版本 is never a blind restore.
import type { CaptionPlace } from "@textbook/schema";
import {
  EDITOR_BLOCK_TEXTS,
  type FilePath,
  formatMessage,
  type Revision,
  EDITOR_TEXTS as T,
} from "@textbook/shared";
import type { JSONContent } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useState } from "react";
import { BookStyleRoot } from "../../../styles/book-look/book-style-root.tsx";
import { useBookStyle } from "../../../styles/book-look/use-book-style.ts";
import { editorExtensions } from "../editing-extensions.ts";
import styles from "../editor.module.css";
import { loadDocument } from "../load-document.ts";
import { PROSE_CLASS } from "../prose-class.ts";
import { useFileContext } from "../use-file-context.ts";
import { type BlockDiff, diffBlocks } from "./block-diff.ts";
import { markRevisionBlocks } from "./revision-marks.ts";

const EXCERPT_LENGTH = 40;
const BLOCK_NAMES: Record<string, string> = EDITOR_BLOCK_TEXTS.blocks;

function textOf(block: JSONContent): string {
  if (typeof block.text === "string") return block.text;
  return (block.content ?? []).map(textOf).join("");
}

/** A line a reader recognises a block by: its first words, or its kind when it has no text. */
function excerpt(block: JSONContent): string {
  const text = textOf(block).trim();
  if (text) return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
  return `[${BLOCK_NAMES[block.type ?? ""] ?? block.type}]`;
}

function DiffSummary({ diff, current }: { diff: BlockDiff; current: JSONContent[] }) {
  const olderOnly = diff.older.filter((state) => state === "onlyOlder").length;
  if (diff.changed === 0 && olderOnly === 0 && diff.onlyCurrent.length === 0) {
    return <p className={styles.revisionSummary}>{T.revisions.sameAsCurrent}</p>;
  }
  return (
    <div className={styles.revisionSummary} role="note">
      <p>
        {formatMessage(T.revisions.differences, {
          changed: diff.changed,
          older: olderOnly,
          current: diff.onlyCurrent.length,
        })}
      </p>
      {diff.onlyCurrent.length > 0 && (
        <>
          <p>{T.revisions.removedOnRestore}</p>
          <ul className={styles.revisionRemoved}>
            {diff.onlyCurrent.map((index) => (
              <li key={index}>{excerpt(current[index] ?? {})}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function RevisionPreview(props: {
  revision: Revision;
  path: FilePath;
  place: CaptionPlace | null;
  /** The document being edited, to compare the version with. */
  currentDocument: () => JSONContent[];
}) {
  const { revision, path, place, currentDocument } = props;
  const { items } = useBookStyle(path.bookOid);
  const [diff, setDiff] = useState<{ diff: BlockDiff; current: JSONContent[] } | null>(null);
  const editor = useEditor({ immediatelyRender: false, extensions: editorExtensions, editable: false });
  useFileContext(editor, path, place);
  useEffect(() => {
    if (!editor) return;
    loadDocument(editor, revision.content);
    const current = currentDocument();
    const found = diffBlocks(editor.getJSON().content ?? [], current);
    markRevisionBlocks(editor, found.older);
    setDiff({ diff: found, current });
  }, [editor, revision, currentDocument]);
  return (
    <>
      {diff && <DiffSummary diff={diff.diff} current={diff.current} />}
      <BookStyleRoot items={items} device="pc">
        <EditorContent editor={editor} className={`${PROSE_CLASS} ${styles.previewProse}`} />
      </BookStyleRoot>
    </>
  );
}
