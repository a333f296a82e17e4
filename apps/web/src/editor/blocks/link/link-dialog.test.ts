// @vitest-environment happy-dom
// The link panel against stubbed calls: a BOOK target picked book > chapter > section > file >
// heading, a VIRTUAL target made anew, and following a link from a read-only editor.
import type { VirtualSimulation } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { blockEditor, cleanUpEditors } from "../../test/block-editor.ts";
import { HERE, oneSectionTree } from "../../test/book-tree.ts";

const calls = vi.hoisted(() => ({
  books: vi.fn(),
  headings: vi.fn(),
  tree: vi.fn(),
  simulations: vi.fn(),
  createSimulation: vi.fn(),
}));
vi.mock("../../../api/books.ts", () => ({ fetchContributedBooks: calls.books }));
vi.mock("../../../api/content.ts", () => ({ fetchHeadings: calls.headings }));
vi.mock("./book-trees.ts", () => ({ bookTree: calls.tree }));
vi.mock("../../../api/virtual-simulations.ts", () => ({
  fetchVirtualSimulations: calls.simulations,
  createVirtualSimulation: calls.createSimulation,
  updateVirtualSimulation: vi.fn(),
}));

const TREE = oneSectionTree({ f1: "正文", f2: "光合作用" });

beforeEach(() => {
  calls.books.mockResolvedValue({ items: [{ oid: "b1", name: "生物" }], total: 1 });
  calls.tree.mockResolvedValue(TREE);
  calls.headings.mockResolvedValue({
    items: [
      { oid: "h1", level: 2, text: "叶绿体" },
      { oid: null, level: 2, text: "没有 oid 的旧标题" },
    ],
  });
  calls.simulations.mockResolvedValue({ items: [], total: 0 });
});
afterEach(() => {
  cleanUpEditors();
  vi.clearAllMocks();
});

function linkEditor(attrs: Record<string, unknown>, editable = true): { editor: Editor; link: HTMLElement } {
  const editor = blockEditor(
    [
      {
        type: "paragraph",
        content: [
          { type: "text", text: "见" },
          { type: "link", attrs },
        ],
      },
    ],
    { editable },
  );
  editor.storage.mediaLinks.file = HERE;
  const link = editor.view.dom.querySelector<HTMLElement>('[data-type="link"]');
  if (!link) throw new Error("no link");
  return { editor, link };
}

function panelControl<T extends HTMLElement>(name: string): T {
  const control = document.querySelector<T>(`.tb-floating-panel [name="${name}"]`);
  if (!control) throw new Error(`no ${name}`);
  return control;
}

async function choose(name: string, value: string): Promise<void> {
  const select = panelControl<HTMLSelectElement>(name);
  await vi.waitFor(() => expect([...select.options].map((option) => option.value)).toContain(value));
  select.value = value;
  select.dispatchEvent(new Event("change"));
}

const linkAttrs = (editor: Editor) => editor.state.doc.firstChild?.child(1).attrs ?? {};
const confirm = () => document.querySelector<HTMLButtonElement>(".tb-floating-panel .tb-primary")?.click();

test("a BOOK link is picked book > chapter > section > file > heading; only headings with an oid are offered", async () => {
  const { editor, link } = linkEditor({ type: "URL" });
  link.click();
  await choose("linkType", "BOOK");
  // The open file's book is chosen to start with.
  await vi.waitFor(() => expect(panelControl<HTMLSelectElement>("bookOid").value).toBe("b1"));
  await choose("chapterOid", "c1");
  await choose("sectionOid", "s1");
  await choose("fileOid", "f2");
  await choose("headingOid", "h1");
  expect([...panelControl<HTMLSelectElement>("headingOid").options].map((option) => option.value)).toEqual([
    "",
    "h1",
  ]);
  expect(calls.headings).toHaveBeenCalledWith({ ...HERE, fileOid: "f2" });
  confirm();
  await vi.waitFor(() =>
    expect(linkAttrs(editor)).toMatchObject({
      type: "BOOK",
      ...HERE,
      fileOid: "f2",
      headingOid: "h1",
      url: null,
      title: "叶绿体",
      isShowTitle: "Y",
      isValid: "Y",
    }),
  );
  expect(link.textContent).toBe("叶绿体");
});

test("a BOOK link without its file is not saved: the panel says what is missing", async () => {
  const { editor, link } = linkEditor({ type: "BOOK" });
  link.click();
  await choose("chapterOid", "c1");
  confirm();
  await vi.waitFor(() =>
    expect(document.querySelector(".tb-floating-panel__error")?.textContent).toBe("请选择教材、章、节和文件"),
  );
  expect(linkAttrs(editor).chapterOid).toBeNull();
});

test("a VIRTUAL link makes a new simulation of the file and leads to it", async () => {
  const made: VirtualSimulation = {
    oid: "vs-1",
    fileOid: "f1",
    name: "电路仿真",
    url: "https://vs.example.com/circuit",
    screenType: "LANDSCAPE",
    deviceType: "PC",
    isReaderInfoCarried: "N",
    updatedAt: "",
  };
  calls.createSimulation.mockResolvedValue(made);
  const { editor, link } = linkEditor({ type: "URL" });
  link.click();
  await choose("linkType", "VIRTUAL");
  await vi.waitFor(() => expect(calls.simulations).toHaveBeenCalledWith(HERE));
  const type = (name: string, value: string) => {
    const input = panelControl<HTMLInputElement>(name);
    input.value = value;
    input.dispatchEvent(new Event("input"));
  };
  type("simulationUrl", "ftp://vs.example.com");
  type("simulationName", "电路仿真");
  confirm();
  await vi.waitFor(() =>
    expect(document.querySelector(".tb-floating-panel__error")?.textContent).toBe("无效的链接地址"),
  );
  type("simulationUrl", made.url);
  confirm();
  await vi.waitFor(() => expect(linkAttrs(editor)).toMatchObject({ type: "VIRTUAL", vsFileOid: "vs-1" }));
  expect(calls.createSimulation).toHaveBeenCalledWith(HERE, {
    name: "电路仿真",
    url: made.url,
    screenType: "LANDSCAPE",
    deviceType: "PC",
    isReaderInfoCarried: "N",
  });
  expect(linkAttrs(editor)).toMatchObject({ url: made.url, screenType: "LANDSCAPE", title: "电路仿真" });
});

test("in the preview a BOOK link leads to the target's preview, in the editor to its editor", async () => {
  const target = { type: "BOOK", title: "光合作用", ...HERE, fileOid: "f2" };
  window.history.replaceState(null, "", "/preview/internal/b1/c1/s1/f1");
  const popstate = vi.fn();
  window.addEventListener("popstate", popstate);
  const reader = linkEditor(target, false).link;
  await vi.waitFor(() => expect(calls.tree).toHaveBeenCalled());
  reader.click();
  expect(window.location.pathname).toBe("/preview/internal/b1/c1/s1/f2");
  expect(popstate).toHaveBeenCalledTimes(1);

  window.history.replaceState(null, "", "/f/books/prosemirror-eidtor/b1/c1/s1/f1");
  linkEditor(target, false).link.click();
  expect(window.location.pathname).toBe("/f/books/prosemirror-eidtor/b1/c1/s1/f2");
  window.removeEventListener("popstate", popstate);
});

test("a BOOK link whose file left its book shows the not-found placeholder and is marked invalid", async () => {
  const { editor, link } = linkEditor({ type: "BOOK", title: "旧文件", ...HERE, fileOid: "gone" });
  await vi.waitFor(() => expect(link.textContent).toBe("未找到跳转目标"));
  expect(linkAttrs(editor).isValid).toBe("N");
  // Not something to undo: the author did not make it.
  expect(editor.can().undo()).toBe(false);
});
