// The inline toolbar for the marks (content §3.2), shown over a text selection while editing:
// italic, bold, strikethrough, text colour, superscript, subscript, highlight, inline code.
import {
  BoldOutlined,
  CodeOutlined,
  FontColorsOutlined,
  HighlightOutlined,
  ItalicOutlined,
  StrikethroughOutlined,
} from "@ant-design/icons";
import { EDITOR_TEXTS as T } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { BubbleMenu } from "@tiptap/react/menus";
import { Popover } from "antd";
import { type ReactNode, useState } from "react";
import styles from "../editor.module.css";
import { selectionTakesMarks } from "./marks-target.ts";

type ToggledMark = "bold" | "italic" | "strike" | "superscript" | "subscript" | "highlight" | "code";

const TOGGLED: { mark: ToggledMark; icon: ReactNode }[] = [
  { mark: "bold", icon: <BoldOutlined aria-hidden /> },
  { mark: "italic", icon: <ItalicOutlined aria-hidden /> },
  { mark: "strike", icon: <StrikethroughOutlined aria-hidden /> },
  { mark: "superscript", icon: <span className={styles.scriptIcon}>x²</span> },
  { mark: "subscript", icon: <span className={styles.scriptIcon}>x₂</span> },
  { mark: "highlight", icon: <HighlightOutlined aria-hidden /> },
  { mark: "code", icon: <CodeOutlined aria-hidden /> },
];

/** Theme and common text colours (content §9 theme colours first). */
const COLORS = [
  "#00838F",
  "#03A9F4",
  "#3F51B5",
  "#F44336",
  "#FF5722",
  "#4CAF50",
  "#212121",
  "#757575",
  "#9C27B0",
  "#FFC107",
];

function ColorPalette({ editor, onPicked }: { editor: Editor; onPicked: () => void }) {
  const pick = (color: string | null) => {
    const chain = editor.chain().focus();
    (color ? chain.setMark("textColor", { color }) : chain.unsetMark("textColor")).run();
    onPicked();
  };
  return (
    <div className={styles.palette}>
      {COLORS.map((color) => (
        <button
          key={color}
          type="button"
          className={styles.swatch}
          style={{ background: color }}
          aria-label={color}
          onClick={() => pick(color)}
        />
      ))}
      <button type="button" className={styles.clearColor} onClick={() => pick(null)}>
        {T.clearColor}
      </button>
    </div>
  );
}

export function MarksBubble({ editor }: { editor: Editor }) {
  const marks = useEditorState({
    editor,
    // A destroyed editor (the file closing) has no schema left to ask.
    selector: ({ editor: current }) =>
      current.isDestroyed
        ? []
        : [...TOGGLED.map((entry) => entry.mark), "textColor" as const]
            .filter((mark) => current.schema.marks[mark])
            .map((mark) => ({ mark, active: current.isActive(mark) })),
  });
  const active = Object.fromEntries(marks.map(({ mark, active: on }) => [mark, on]));
  return (
    <BubbleMenu
      editor={editor}
      className={styles.bubble}
      options={{ placement: "top" }}
      shouldShow={({ editor: current, element, view, state }) =>
        current.isEditable &&
        (view.hasFocus() || element.contains(document.activeElement)) &&
        selectionTakesMarks(state)
      }
    >
      {TOGGLED.filter(({ mark }) => mark in active).map(({ mark, icon }) => (
        <button
          key={mark}
          type="button"
          className={`${styles.bubbleButton} ${active[mark] ? styles.bubbleActive : ""}`}
          aria-label={T.marks[mark]}
          aria-pressed={active[mark]}
          title={T.marks[mark]}
          onClick={() => editor.chain().focus().toggleMark(mark).run()}
        >
          {icon}
        </button>
      ))}
      {"textColor" in active && <ColorButton editor={editor} active={Boolean(active.textColor)} />}
    </BubbleMenu>
  );
}

function ColorButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottom"
      open={open}
      onOpenChange={setOpen}
      content={<ColorPalette editor={editor} onPicked={() => setOpen(false)} />}
    >
      <button
        type="button"
        className={`${styles.bubbleButton} ${active ? styles.bubbleActive : ""}`}
        aria-label={T.marks.textColor}
        title={T.marks.textColor}
      >
        <FontColorsOutlined aria-hidden />
      </button>
    </Popover>
  );
}
