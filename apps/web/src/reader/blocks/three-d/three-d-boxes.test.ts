// @vitest-environment jsdom
// 3D boxes in the reader: a card whose 查看模型 opens the viewer dialog on the edition's file; a file
// the edition does not serve says so in the dialog.
import { THREE_D_TEXTS } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { cleanUpPage, fakeContext, renderedBlocks } from "../test-blocks.ts";
import { enhanceThreeDBoxes } from "./three-d-boxes.ts";

afterEach(() => {
  cleanUpPage();
  vi.unstubAllGlobals();
});

test("查看模型 opens the viewer named by the model's title; a missing file is reported there", async () => {
  const fetch = vi.fn(async () => new Response("", { status: 404 }));
  vi.stubGlobal("fetch", fetch);
  const root = renderedBlocks([
    {
      type: "threeDBox",
      attrs: { fileOid: "m1", name: "engine.glb" },
      content: [{ type: "threeDIcon" }, { type: "threeDTitle", attrs: { title: "发动机" } }],
    },
  ]);
  enhanceThreeDBoxes(root, fakeContext());
  const open = root.querySelector("button");
  expect(open?.getAttribute("aria-label")).toBe("查看模型：发动机");
  open?.click();
  const dialog = document.querySelector('[role="dialog"]');
  expect(dialog?.getAttribute("aria-label")).toBe("发动机");
  await vi.waitFor(() =>
    expect(dialog?.querySelector(".tb-viewer__status")?.textContent).toBe(THREE_D_TEXTS.threeD.linkFailed),
  );
  expect(fetch).toHaveBeenCalledWith("/edition/e1/assets/m1.glb");
});
