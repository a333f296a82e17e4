// @vitest-environment happy-dom
import { EDITOR_BLOCK_TEXTS, INTERACTION_TEXTS, LAYOUT_COUNTS } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import {
  blockEditor,
  blockView,
  cleanUpEditors,
  paragraph,
  setBlockAttributes,
} from "../../test/block-editor.ts";
import { insertableBlocks } from "../block-choices.ts";
import { INTERACTION_CHOICES } from "./interaction-choices.ts";
import { INTERACTION_LAYOUTS } from "./interaction-layouts.ts";

const calls = vi.hoisted(() => ({ updateActivity: vi.fn(async () => ({})) }));
vi.mock("../../../api/activities.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../api/activities.ts")>()),
  updateActivity: calls.updateActivity,
}));

afterEach(() => {
  cleanUpEditors();
  calls.updateActivity.mockClear();
});

const T = INTERACTION_TEXTS;
const TOPICS = [
  { oid: "t1", type: "SINGLE" },
  { oid: "t2", type: "JUDGE" },
  { oid: "t3", type: "SINGLE" },
];

function interaction(attrs: Record<string, unknown>, options: { editable?: boolean } = {}) {
  return blockView({ type: "interaction", attrs: { oid: "act-1", ...attrs } }, options);
}

const part = (dom: HTMLElement, name: string) => dom.querySelector<HTMLElement>(`.tb-interaction__${name}`);
const textOrder = (dom: HTMLElement) =>
  [...(part(dom, "text")?.children ?? [])].map((child) =>
    child.classList[0]?.replace("tb-interaction__", ""),
  );

test("content §4: complete N renders the placeholder, which an author clicks to add topics", () => {
  const { dom } = interaction({ complete: "N" });
  const placeholder = part(dom, "placeholder") as HTMLButtonElement;
  expect(dom.dataset.complete).toBe("N");
  expect(placeholder.hidden).toBe(false);
  expect(placeholder.disabled).toBe(false);
  expect(placeholder.textContent).toBe(T.placeholder);
  expect(part(dom, "box")?.hidden).toBe(true);
});

test("a reader sees the placeholder without the invitation to add topics", () => {
  const { dom } = interaction({ complete: "N" }, { editable: false });
  const placeholder = part(dom, "placeholder") as HTMLButtonElement;
  expect(placeholder.textContent).toBe(T.placeholderReadOnly);
  expect(placeholder.disabled).toBe(true);
});

test("complete Y renders the full box: icon, kind, title, topic count, edit and preview", () => {
  const { dom } = interaction({ complete: "Y", title: "课堂练习", topics: TOPICS });
  expect(part(dom, "placeholder")?.hidden).toBe(true);
  expect(part(dom, "box")?.hidden).toBe(false);
  expect((part(dom, "title") as HTMLInputElement).value).toBe("课堂练习");
  expect(part(dom, "kind")?.textContent).toBe(T.kinds.TEST);
  expect(part(dom, "summary")?.textContent).toBe("共 3 题 · 单选题 2 · 判断题 1");
  const buttons = [...dom.querySelectorAll<HTMLButtonElement>(".tb-interaction__action")];
  expect(buttons.map((button) => [button.textContent, button.hidden])).toEqual([
    [T.edit, false],
    [T.preview, false],
  ]);
  expect(part(dom, "icon")?.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
});

test("a subjective interaction says so; a reader gets no edit button and a read-only title", () => {
  const { dom } = interaction({ complete: "Y", type: "SUBJECTIVE", topics: TOPICS }, { editable: false });
  expect(part(dom, "kind")?.textContent).toBe(T.kinds.SUBJECTIVE);
  expect((part(dom, "title") as HTMLInputElement).readOnly).toBe(true);
  const [edit, preview] = dom.querySelectorAll<HTMLButtonElement>(".tb-interaction__action");
  expect(edit?.hidden).toBe(true);
  expect(preview?.hidden).toBe(false);
});

test("the box follows the editor becoming editable (the page's lock granted after loading)", () => {
  const { editor, dom } = interaction({ complete: "Y", topics: TOPICS }, { editable: false });
  const [edit] = dom.querySelectorAll<HTMLButtonElement>(".tb-interaction__action");
  expect(edit?.hidden).toBe(true);
  // As the page does it: no update event, an empty transaction.
  editor.setEditable(true, false);
  editor.view.dispatch(editor.state.tr);
  expect(edit?.hidden).toBe(false);
  expect((part(dom, "title") as HTMLInputElement).readOnly).toBe(false);
});

test("five layouts, as content §3.17 counts them", () => {
  expect(Object.keys(INTERACTION_LAYOUTS)).toHaveLength(LAYOUT_COUNTS.interaction);
});

test("the book's layout applies until the box picks its own; the same elements are rearranged", () => {
  const { editor, dom } = interaction({ complete: "Y", layout: "layout-003", topics: TOPICS });
  expect(dom.dataset.layout).toBe("layout-001");
  expect(dom.dataset.arrangement).toBe("row");
  expect(part(dom, "media")?.hidden).toBe(true);
  expect(textOrder(dom)).toEqual(["icon", "kind", "title", "summary", "actions"]);
  const title = part(dom, "title");

  setBlockAttributes(editor, "interaction", { useBookLayout: "N" });
  expect(dom.dataset.layout).toBe("layout-003");
  expect(dom.dataset.arrangement).toBe("side");
  expect(dom.dataset.textFirst).toBe("true");
  expect(part(dom, "media")?.hidden).toBe(false);
  expect(textOrder(dom)).toEqual(["kind", "title", "summary", "actions"]);

  setBlockAttributes(editor, "interaction", { layout: "layout-004" });
  expect(dom.dataset.arrangement).toBe("stack");
  expect(dom.dataset.textFirst).toBeUndefined();
  expect(textOrder(dom)).toEqual(["icon", "title", "kind", "summary", "actions"]);

  setBlockAttributes(editor, "interaction", { layout: "layout-005" });
  expect(dom.dataset.centred).toBe("true");
  expect(part(dom, "media")?.hidden).toBe(true);
  expect(textOrder(dom)).toEqual(["title", "summary", "icon", "actions"]);
  expect(part(dom, "title")).toBe(title);
});

test("renaming in the box writes the node's title and its activity's", () => {
  const { editor, dom } = interaction({ complete: "Y", title: "旧题", topics: TOPICS });
  editor.storage.mediaLinks.file = { bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" };
  const title = part(dom, "title") as HTMLInputElement;
  title.value = "  新题 ";
  title.dispatchEvent(new Event("change"));
  expect(editor.state.doc.child(1).attrs.title).toBe("新题");
  expect(calls.updateActivity).toHaveBeenCalledWith(
    { bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" },
    "act-1",
    { title: "新题" },
  );
});

test("the hover menu inserts an unfinished objective interaction and an untitled custom activity", () => {
  const editor = blockEditor([paragraph("正文")]);
  const offered = insertableBlocks(editor.state.doc, editor.state.doc.content.size, INTERACTION_CHOICES);
  expect(offered.map(({ choice }) => choice.label)).toEqual([
    EDITOR_BLOCK_TEXTS.blocks.interaction,
    EDITOR_BLOCK_TEXTS.blocks.customActivityBox,
  ]);
  expect(offered[0]?.node.attrs).toMatchObject({ type: "TEST", complete: "N", topics: [] });
  expect(offered[1]?.node.attrs).toMatchObject({ title: null, type: null });
});
