// @vitest-environment happy-dom
// The viewer dialog of a 3D box: what the reader sees when the model cannot be shown.
import { THREE_D_TEXTS } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { blockEditor, cleanUpEditors } from "../../test/block-editor.ts";
import { openModelViewer } from "./three-d-view.ts";

const link = vi.hoisted(() => ({ fail: false }));

vi.mock("../../../api/attachments.ts", () => ({
  fetchDownloadUrl: async () => {
    if (link.fail) throw new Error("HTTP 403");
    return { url: "/api/files/model-1/download?exp=1&sig=s", expiration: "2026-01-01T00:00:00.000Z" };
  },
}));

beforeEach(() => {
  link.fail = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanUpEditors();
});

function openOn(name: string) {
  const editor = blockEditor([
    {
      type: "threeDBox",
      attrs: { oid: "m1", fileOid: "model-1", name },
      content: [{ type: "threeDIcon" }, { type: "threeDTitle", attrs: { title: "心脏" } }],
    },
  ]);
  const node = editor.state.doc.child(0);
  return openModelViewer({ node, editor, fileName: name });
}

const status = () =>
  document.querySelector<HTMLElement>('[role="dialog"][aria-label="心脏"] .tb-viewer__status');

test("a corrupt model opens the viewer on the Chinese reason, as an error", async () => {
  vi.stubGlobal(
    "fetch",
    async () => new Response(new TextEncoder().encode("glTF\u0002\u0000\u0000\u0000broken")),
  );
  await openOn("心脏.glb");
  expect(status()?.textContent).toBe(THREE_D_TEXTS.threeD.failed);
  expect(status()?.dataset.kind).toBe("error");
  expect(status()?.hidden).toBe(false);
  expect(document.querySelector("canvas")).toBeNull();
});

test("a model whose link cannot be had says to try again later", async () => {
  link.fail = true;
  await openOn("心脏.glb");
  expect(status()?.textContent).toBe(THREE_D_TEXTS.threeD.linkFailed);
});

test("the viewer closes with Esc and leaves nothing on the page", async () => {
  vi.stubGlobal("fetch", async () => new Response("not a model"));
  await openOn("心脏.obj");
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  expect(document.querySelector(".tb-viewer")).toBeNull();
});
