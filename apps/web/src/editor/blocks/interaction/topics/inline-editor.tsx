// One inline editor of content §2 — subject, option, analysis, interaction-fill-subject or
// fill-option: a small Tiptap editor on the inline schema (inline-extensions.ts) with a toolbar for
// the marks, a formula, and in a fill subject a blank. It owns its document once mounted and hands
// each change over compacted; a new value from outside needs a new key.
import { INTERACTION_TEXTS, type InlineDocument } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { Placeholder, UndoRedo } from "@tiptap/extensions";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useRef } from "react";
import { newOid } from "../../../core/node-view/new-oid.ts";
import { compactDocument } from "./inline-document.ts";
import { inlineExtensions } from "./inline-extensions.ts";
import styles from "./topic-dialog.module.css";

const T = INTERACTION_TEXTS;

/** The inline editors' ids as content §2 names them. */
export type InlineEditorId = "subject" | "option" | "analysis" | "interaction-fill-subject" | "fill-option";

const MARKS = [
  { mark: "bold", glyph: "B", label: T.toolbar.bold },
  { mark: "italic", glyph: "I", label: T.toolbar.italic },
  { mark: "strike", glyph: "S", label: T.toolbar.strike },
  { mark: "superscript", glyph: "x²", label: T.toolbar.superscript },
  { mark: "subscript", glyph: "x₂", label: T.toolbar.subscript },
] as const;

interface InlineEditorProps {
  id: InlineEditorId;
  /** The editor's accessible name and its placeholder. */
  label: string;
  value: InlineDocument;
  onChange: (value: InlineDocument) => void;
  problem?: string;
}

/** Inserts an empty formula at the cursor and opens its formula editor, as the block menu does. */
function insertFormula(editor: Editor): void {
  editor
    .chain()
    .focus()
    .insertContent({ type: "inlineMath", attrs: { latex: "" } })
    .run();
  const element = editor.view.nodeDOM(editor.state.selection.from - 1);
  if (element instanceof HTMLElement) element.click();
}

function insertBlank(editor: Editor): void {
  editor
    .chain()
    .focus()
    .insertContent({ type: "fillBlank", attrs: { oid: newOid() } })
    .run();
}

export function InlineEditor({ id, label, value, onChange, problem }: InlineEditorProps) {
  const blanks = id === "interaction-fill-subject";
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor(
    {
      extensions: [...inlineExtensions(blanks), UndoRedo, Placeholder.configure({ placeholder: label })],
      content: value,
      // Created after the first commit, as the page's editor (file-editor.tsx).
      immediatelyRender: false,
      enableContentCheck: true,
      editorProps: {
        attributes: {
          class: styles.inlineContent ?? "",
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": label,
          "data-editor-id": id,
        },
      },
      onUpdate: ({ editor: changed }) => onChangeRef.current(compactDocument(changed.getJSON())),
    },
    [],
  );
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => MARKS.map(({ mark }) => current?.isActive(mark) ?? false),
  });
  return (
    <div className={styles.inlineEditor} data-editor-id={id} data-invalid={problem ? "true" : undefined}>
      <div className={styles.toolbar} role="toolbar" aria-label={label}>
        {MARKS.map(({ mark, glyph, label: name }, index) => (
          <button
            key={mark}
            type="button"
            aria-label={name}
            title={name}
            aria-pressed={active?.[index] ?? false}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor?.chain().focus().toggleMark(mark).run()}
          >
            {glyph}
          </button>
        ))}
        <button
          type="button"
          title={T.toolbar.formula}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor && insertFormula(editor)}
        >
          {T.toolbar.formula}
        </button>
        {blanks ? (
          <button
            type="button"
            className={styles.blankButton}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && insertBlank(editor)}
          >
            {T.editor.insertBlank}
          </button>
        ) : null}
      </div>
      <EditorContent editor={editor} />
      {problem ? <p className={styles.problem}>{problem}</p> : null}
    </div>
  );
}
