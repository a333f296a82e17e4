// @vitest-environment happy-dom
// 我的样式 (custom libraries): a media block's style saved under a name carries only its style
// attributes, and a saved style applies only to blocks of its own type (content §4).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MEDIA_PANEL_TEXTS, STYLE_SCREEN_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { afterEach, expect, test, vi } from "vitest";
import { createCustomLibrary } from "../../../api/styles.ts";
import { blockEditor, cleanUpEditors } from "../../test/block-editor.ts";
import { StylePanel } from "./style-panel.tsx";

const T = STYLE_SCREEN_TEXTS.customLibrary;

vi.mock("../../../api/styles.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../api/styles.ts")>()),
  fetchCustomLibraries: async () => ({
    items: [
      {
        oid: "l1",
        name: "深色视频",
        nodeType: "videoBox",
        attrs: { layout: "layout-003", useBookLayout: "N" },
        position: 0,
        createdAt: "",
      },
      { oid: "l2", name: "音频样式", nodeType: "audioBox", attrs: {}, position: 1, createdAt: "" },
    ],
  }),
  createCustomLibrary: vi.fn(async () => ({})),
  deleteCustomLibrary: vi.fn(),
}));

afterEach(() => {
  cleanup();
  cleanUpEditors();
});

function withVideo(): Editor {
  const editor = blockEditor([
    { type: "videoBox", attrs: { oid: "v1", title: "第一课", layout: "layout-002" } },
  ]);
  editor.storage.mediaLinks.file = { bookOid: "b1", chapterOid: "c1", sectionOid: "s1", fileOid: "f1" };
  act(() => {
    editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, 0)));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StylePanel editor={editor} />
    </QueryClientProvider>,
  );
  return editor;
}

test("the block's saved styles are those of its type; one applied writes its style onto the block", async () => {
  const editor = withVideo();
  expect(screen.getByRole("heading", { name: MEDIA_PANEL_TEXTS.titles.videoBox })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: new RegExp(T.menu) }));
  const saved = await screen.findByRole("button", { name: "深色视频" });
  expect(screen.queryByRole("button", { name: "音频样式" })).toBeNull();
  fireEvent.click(saved);
  expect(editor.state.doc.child(0).attrs).toMatchObject({
    layout: "layout-003",
    useBookLayout: "N",
    title: "第一课",
  });
});

test("保存当前样式 sends the block's style attributes, never its content", async () => {
  withVideo();
  fireEvent.click(screen.getByRole("button", { name: new RegExp(T.menu) }));
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(T.saveCurrent) }));
  fireEvent.change(await screen.findByLabelText(T.name), { target: { value: "我的视频" } });
  fireEvent.click(screen.getByRole("button", { name: /确\s*定/ }));
  await waitFor(() => expect(createCustomLibrary).toHaveBeenCalled());
  const [bookOid, body] = vi.mocked(createCustomLibrary).mock.calls[0] ?? [];
  expect(bookOid).toBe("b1");
  expect(body?.name).toBe("我的视频");
  expect(body?.nodeType).toBe("videoBox");
  expect(body?.attrs).toHaveProperty("layout", "layout-002");
  expect(body?.attrs).not.toHaveProperty("title");
  expect(body?.attrs).not.toHaveProperty("oid");
});
