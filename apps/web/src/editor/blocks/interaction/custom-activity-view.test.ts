// @vitest-environment happy-dom
// The custom activity box (content §3.14: fileOid, type, name, title): a card, and a form whose
// save writes the fields and stores the activity, which the node then names (oid and file).
import { EDITOR_BLOCK_TEXTS, INTERACTION_TEXTS } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { ApiError } from "../../../api/client.ts";
import { hoveredBlock } from "../../core/block-menu/hovered-block.ts";
import { runBlockMenuEntry } from "../../core/block-menu/run-block-menu-entry.ts";
import { blockEditor, cleanUpEditors, paragraph } from "../../test/block-editor.ts";

const FILE = { bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "file-1" };
const calls = vi.hoisted(() => ({ createActivity: vi.fn(), updateActivity: vi.fn() }));
vi.mock("../../../api/activities.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../api/activities.ts")>()),
  createActivity: calls.createActivity,
  updateActivity: calls.updateActivity,
}));

afterEach(() => {
  cleanUpEditors();
  calls.createActivity.mockReset();
  calls.updateActivity.mockReset();
});

const T = INTERACTION_TEXTS.customActivity;

function box(attrs: Record<string, unknown>) {
  const editor = blockEditor([paragraph("前"), { type: "customActivityBox", attrs }]);
  editor.storage.mediaLinks.file = FILE;
  const dom = () =>
    editor.view.dom.querySelector<HTMLElement>('[data-type="customActivityBox"]') as HTMLElement;
  return { editor, dom };
}

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = document.querySelector<HTMLInputElement>(`.tb-floating-panel input[name="${name}"]`);
    if (!input) throw new Error(`no ${name} field`);
    input.value = value;
    input.dispatchEvent(new Event("input"));
  }
}

const done = () =>
  document.querySelector<HTMLButtonElement>(".tb-floating-panel .tb-primary") as HTMLButtonElement;

test("shows its type, title and name; an untitled one says so", () => {
  const { dom } = box({ oid: "a1", type: "讨论", title: "说说你的看法", name: "小组讨论" });
  expect(dom().querySelector(".tb-activity__kind")?.textContent).toBe("讨论");
  expect(dom().querySelector(".tb-activity__title")?.textContent).toBe("说说你的看法");
  expect(dom().querySelector(".tb-activity__name")?.textContent).toBe("小组讨论");
  const bare = box({ oid: "a2" }).dom();
  expect(bare.querySelector(".tb-activity__kind")?.textContent).toBe(
    EDITOR_BLOCK_TEXTS.blocks.customActivityBox,
  );
  expect(bare.querySelector(".tb-activity__title")?.textContent).toBe(EDITOR_BLOCK_TEXTS.card.untitled);
});

test("editing needs a type; saving writes the fields and makes the activity, whose oid the node takes", async () => {
  calls.updateActivity.mockRejectedValue(
    new ApiError({ status: 404, errorCode: "err.resource.notFound", message: "" }),
  );
  calls.createActivity.mockResolvedValue({ oid: "server-1", fileOid: "file-1" });
  const { editor, dom } = box({ oid: "new-1" });
  dom().querySelector<HTMLButtonElement>(".tb-activity__action")?.click();
  fill({ type: "  ", title: "观察记录" });
  done().click();
  expect(document.querySelector(".tb-floating-panel__error")?.textContent).toBe(T.typeRequired);
  fill({ type: "实践", name: "校园植物" });
  done().click();
  expect(editor.state.doc.child(1).attrs).toMatchObject({
    type: "实践",
    name: "校园植物",
    title: "观察记录",
  });
  await vi.waitFor(() => expect(editor.state.doc.child(1).attrs.oid).toBe("server-1"));
  expect(calls.updateActivity).toHaveBeenCalledWith(FILE, "new-1", {
    type: "实践",
    name: "校园植物",
    title: "观察记录",
  });
  expect(calls.createActivity).toHaveBeenCalledWith(FILE, {
    type: "实践",
    name: "校园植物",
    title: "观察记录",
  });
  expect(editor.state.doc.child(1).attrs.fileOid).toBe("file-1");
});

test("a box inserted in this tab is created at once: no update that can only answer 404", async () => {
  calls.createActivity.mockResolvedValue({ oid: "server-2", fileOid: "file-1" });
  const editor = blockEditor([paragraph("前")]);
  editor.storage.mediaLinks.file = FILE;
  const block = hoveredBlock(editor.state.doc, 1, 0);
  if (!block) throw new Error("no hovered block");
  runBlockMenuEntry(editor, block, "block:customActivityBox");
  editor.view.dom.querySelector<HTMLButtonElement>(".tb-activity__action")?.click();
  fill({ type: "实践" });
  done().click();
  await vi.waitFor(() => expect(editor.state.doc.child(1).attrs.oid).toBe("server-2"));
  expect(calls.updateActivity).not.toHaveBeenCalled();
});
