// The agreement text's editor (issue 15 §5): a small Tiptap editor with exactly what a licence needs
// — headings, paragraphs, bold, italic, bullet and numbered lists, links — and answers HTML, which
// the server sanitises again. The textbook's own schema is far richer than an agreement wants.
import { BoldOutlined, LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { EULA_TEXTS, rules } from "@textbook/shared";
import { Mark, Node } from "@tiptap/core";
import { UndoRedo } from "@tiptap/extensions";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { type ReactNode, useRef } from "react";
import { toast } from "../../../app/global/toast.ts";
import styles from "./agreements.module.css";

const Doc = Node.create({ name: "doc", topNode: true, content: "block+" });
const Text = Node.create({ name: "text", group: "inline" });
const Paragraph = Node.create({
  name: "paragraph",
  group: "block",
  content: "inline*",
  parseHTML: () => [{ tag: "p" }],
  renderHTML: () => ["p", 0],
});
const HEADING_LEVELS = [1, 2, 3, 4] as const;
const Heading = Node.create({
  name: "heading",
  group: "block",
  content: "inline*",
  defining: true,
  addAttributes: () => ({ level: { default: 2, rendered: false } }),
  parseHTML: () => HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
  renderHTML: ({ node }) => [`h${node.attrs.level}`, 0],
});
const listNode = (name: string, tag: string) =>
  Node.create({
    name,
    group: "block",
    content: "listItem+",
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });
const ListItem = Node.create({
  name: "listItem",
  content: "paragraph block*",
  defining: true,
  parseHTML: () => [{ tag: "li" }],
  renderHTML: () => ["li", 0],
  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      Tab: () => this.editor.commands.sinkListItem(this.name),
      "Shift-Tab": () => this.editor.commands.liftListItem(this.name),
    };
  },
});
const simpleMark = (name: string, tags: string[]) =>
  Mark.create({
    name,
    parseHTML: () => tags.map((tag) => ({ tag })),
    renderHTML: () => [tags[0] as string, 0],
  });
const Link = Mark.create({
  name: "link",
  inclusive: false,
  addAttributes: () => ({ href: { default: null } }),
  parseHTML: () => [{ tag: "a[href]" }],
  renderHTML: ({ HTMLAttributes }) => [
    "a",
    { href: HTMLAttributes.href, target: "_blank", rel: "noopener noreferrer" },
    0,
  ],
});

const EXTENSIONS = [
  Doc,
  Text,
  Paragraph,
  Heading,
  listNode("bulletList", "ul"),
  listNode("orderedList", "ol"),
  ListItem,
  simpleMark("bold", ["strong", "b"]),
  simpleMark("italic", ["em", "i"]),
  Link,
  UndoRedo,
];

// Icons rather than characters: an emoji (the link's) has no glyph on machines without an emoji font,
// and a heading button's name starts with the "H2" it shows (WCAG 2.5.3, label in name).
type Tool = { key: string; glyph: ReactNode; label: string; active: string; level?: number };
const TOOLS: Tool[] = [
  {
    key: "h2",
    glyph: "H2",
    label: `H2 ${EULA_TEXTS.heading} 2`,
    active: "heading",
    level: 2,
  },
  {
    key: "h3",
    glyph: "H3",
    label: `H3 ${EULA_TEXTS.heading} 3`,
    active: "heading",
    level: 3,
  },
  { key: "bold", glyph: <BoldOutlined aria-hidden />, label: EULA_TEXTS.bold, active: "bold" },
  {
    key: "bulletList",
    glyph: <UnorderedListOutlined aria-hidden />,
    label: EULA_TEXTS.bulletList,
    active: "bulletList",
  },
  {
    key: "orderedList",
    glyph: <OrderedListOutlined aria-hidden />,
    label: EULA_TEXTS.orderedList,
    active: "orderedList",
  },
  { key: "link", glyph: <LinkOutlined aria-hidden />, label: EULA_TEXTS.link, active: "link" },
];

export function AgreementEditor(props: { value?: string; onChange?: (html: string) => void; label: string }) {
  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;
  const editor = useEditor(
    {
      extensions: EXTENSIONS,
      content: props.value ?? "",
      immediatelyRender: false,
      editorProps: {
        attributes: {
          class: styles.editorContent ?? "",
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": props.label,
        },
      },
      // An empty document is no text at all, so the required rule sees it.
      onUpdate: ({ editor: changed }) => onChangeRef.current?.(changed.isEmpty ? "" : changed.getHTML()),
    },
    [],
  );
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) =>
        tool.level
          ? (current?.isActive(tool.active, { level: tool.level }) ?? false)
          : (current?.isActive(tool.active) ?? false),
      ),
  });

  function apply(tool: Tool) {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (tool.level) chain.toggleNode("heading", "paragraph", { level: tool.level }).run();
    else if (tool.key === "bold") chain.toggleMark("bold").run();
    else if (tool.key === "link") {
      if (editor.isActive("link")) {
        chain.extendMarkRange("link").unsetMark("link").run();
        return;
      }
      const href = window.prompt(EULA_TEXTS.linkPrompt)?.trim();
      if (!href) return;
      const problem = rules.url(href);
      if (problem) toast.error(problem);
      else chain.setMark("link", { href }).run();
    } else chain.toggleList(tool.key, "listItem").run();
  }

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={props.label}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.key}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={active?.[index] ?? false}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(tool)}
          >
            {tool.glyph}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
