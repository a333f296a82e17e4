// The right-hand style panel (content §2): one panel per block type — paragraph, list, heading,
// chapter header, section header — chosen by the block holding the selection. Each field writes
// one attribute of that block (an undoable step); an unset attribute follows the book style,
// whose values (content §9) the panel lists under 全书样式.
import { EDITOR_BLOCK_TEXTS, EDITOR_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { PanelFieldInput } from "./panel-field-input.tsx";
import { bookStyleRows, PANEL_FIELDS } from "./panel-fields.ts";
import { selectedBlock } from "./selected-block.ts";
import styles from "./style-panel.module.css";

const T = EDITOR_BLOCK_TEXTS.panel;

/** Writes attributes onto the node at `pos`, keeping the others. */
export function setBlockAttributes(editor: Editor, pos: number, attributes: Record<string, unknown>): void {
  const node = editor.state.doc.nodeAt(pos);
  if (!node) return;
  editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attributes }));
}

export function StylePanel({ editor }: { editor: Editor }) {
  const block = useEditorState({ editor, selector: ({ editor: current }) => selectedBlock(current.state) });
  if (!block) {
    return (
      <section className={styles.panel} aria-label={EDITOR_TEXTS.stylePanel}>
        <h2 className={styles.title}>{EDITOR_TEXTS.stylePanel}</h2>
        <p className={styles.hint}>{T.none}</p>
      </section>
    );
  }
  const declared = editor.schema.nodes[block.type]?.spec.attrs ?? {};
  const fields = PANEL_FIELDS[block.kind](block.attrs, block.type).filter((field) => field.name in declared);
  const rows = bookStyleRows(block.kind);
  return (
    <section className={styles.panel} aria-label={T[block.kind]}>
      <h2 className={styles.title}>{T[block.kind]}</h2>
      {fields.map((field) => (
        <PanelFieldInput
          key={`${block.pos}:${field.name}`}
          field={field}
          value={block.attrs[field.name]}
          disabled={!editor.isEditable}
          onChange={(value) => setBlockAttributes(editor, block.pos, { [field.name]: value })}
        />
      ))}
      {rows.length > 0 && (
        <dl className={styles.bookStyle} aria-label={T.bookStyle}>
          <dt className={styles.bookStyleTitle}>{T.bookStyle}</dt>
          {rows.map((row) => (
            <div key={row.label} className={styles.bookStyleRow}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
