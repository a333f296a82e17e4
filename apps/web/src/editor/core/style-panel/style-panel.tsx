// The right-hand style panel (content §2): one panel per block type — paragraph, list, heading,
// chapter and section headers, and the media blocks (image box, audio, video, 3D, document, extended
// reading, interaction, link box) — chosen by the block holding the selection. Each change writes
// the block's attributes in one undoable step; an unset attribute follows the book style, whose
// values (content §9) the panel lists under 全书样式. A media block's style can be copied and
// pasted onto a block of the same type (content §4).
import {
  EDITOR_BLOCK_TEXTS,
  EDITOR_TEXTS,
  formatMessage,
  MEDIA_PANEL_TEXTS,
  STYLE_CALL_TEXTS,
} from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { Button } from "antd";
import { toast } from "../../../app/global/toast.ts";
import { useBookLook } from "../../../styles/book-look/use-book-look.ts";
import { editorFile } from "../media-links/media-links.ts";
import { refuseWhileUploading } from "../upload/editor-uploads.ts";
import { MyStyles } from "./my-styles.tsx";
import { PanelFieldInput } from "./panel-field-input.tsx";
import { bookStyleRows, panelFields } from "./panel-fields.ts";
import { PARAGRAPH_STYLE_PANELS, useParagraphStyleAllowed } from "./paragraph-style-ability.ts";
import { isMediaPanelKind, type PanelKind, type SelectedBlock, selectedBlock } from "./selected-block.ts";
import { copyStyle, pastedAttributes } from "./style-clipboard.ts";
import styles from "./style-panel.module.css";

const T = EDITOR_BLOCK_TEXTS.panel;
const M = MEDIA_PANEL_TEXTS;
const BLOCKS: Record<string, string> = EDITOR_BLOCK_TEXTS.blocks;

/** Writes attributes onto the node at `pos`, keeping the others. */
export function setBlockAttributes(editor: Editor, pos: number, attributes: Record<string, unknown>): void {
  const node = editor.state.doc.nodeAt(pos);
  if (!node) return;
  // Content §4: a node whose file is queued or uploading cannot be acted on.
  if (refuseWhileUploading(editor, node.attrs.oid)) return;
  editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attributes }));
}

function blockName(type: string): string {
  return BLOCKS[type] ?? type;
}

function panelTitle(kind: PanelKind): string {
  return isMediaPanelKind(kind) ? M.titles[kind] : T[kind];
}

function copy(editor: Editor, block: SelectedBlock) {
  const node = editor.state.doc.nodeAt(block.pos);
  if (node && copyStyle(node)) toast.success(formatMessage(M.copied, { block: blockName(block.type) }));
}

function paste(editor: Editor, block: SelectedBlock) {
  const node = editor.state.doc.nodeAt(block.pos);
  if (!node) return;
  const result = pastedAttributes(node);
  if ("refused" in result) {
    toast.error(
      result.refused === "nothingCopied"
        ? M.nothingCopied
        : formatMessage(M.otherType, {
            copied: blockName(result.copiedType),
            selected: blockName(block.type),
          }),
    );
    return;
  }
  setBlockAttributes(editor, block.pos, result.attributes);
  toast.success(formatMessage(M.pasted, { block: blockName(block.type) }));
}

export function StylePanel({ editor }: { editor: Editor }) {
  const block = useEditorState({ editor, selector: ({ editor: current }) => selectedBlock(current.state) });
  const paragraphStyleAllowed = useParagraphStyleAllowed(editor);
  const bookValue = useBookLook();
  if (!block) {
    return (
      <section className={styles.panel} aria-label={EDITOR_TEXTS.stylePanel}>
        <h2 className={styles.title}>{EDITOR_TEXTS.stylePanel}</h2>
        <p className={styles.hint}>{T.none}</p>
      </section>
    );
  }
  const fields = panelFields(block, editor.schema.nodes[block.type]?.spec.attrs ?? {});
  const rows = bookStyleRows(block.kind, bookValue);
  const title = panelTitle(block.kind);
  const styleLocked = PARAGRAPH_STYLE_PANELS.has(block.kind) && !paragraphStyleAllowed;
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {isMediaPanelKind(block.kind) && (
        <div className={styles.clipboard}>
          <Button size="small" onClick={() => copy(editor, block)}>
            {M.copyStyle}
          </Button>
          <Button size="small" disabled={!editor.isEditable} onClick={() => paste(editor, block)}>
            {M.pasteStyle}
          </Button>
          {/* Saved styles belong to the open file's book: a panel without a file has none. */}
          {editorFile(editor) && (
            <MyStyles
              editor={editor}
              block={block}
              onApply={(attributes) => setBlockAttributes(editor, block.pos, attributes)}
            />
          )}
        </div>
      )}
      {styleLocked && <p className={styles.hint}>{STYLE_CALL_TEXTS.paragraphStyleReadOnly}</p>}
      {fields.map((field) => (
        <PanelFieldInput
          key={`${block.pos}:${field.name}`}
          editor={editor}
          field={field}
          attributes={block.attrs}
          disabled={!editor.isEditable || styleLocked}
          onChange={(attributes) => setBlockAttributes(editor, block.pos, attributes)}
        />
      ))}
      {rows.length > 0 && (
        <section className={styles.bookStyle} aria-label={T.bookStyle}>
          <h4 className={styles.bookStyleTitle}>{T.bookStyle}</h4>
          <dl className={styles.bookStyleRows}>
            {rows.map((row) => (
              <div key={row.label} className={styles.bookStyleRow}>
                <dt>{row.label}</dt>
                <dd>
                  {row.color && <span className={styles.swatch} style={{ background: row.color }} />}
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </section>
  );
}
