// The cover flow of a mind-map save against stubbed calls: the map drawn as SVG is stored first,
// the map names it, and the card's attributes come from both.
import type { MindMap } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { testAttachment } from "../../../test/attachment.ts";
import { HERE } from "../../../test/book-tree.ts";
import { mindMapCardData } from "./mind-map-card.ts";
import { saveMindMap } from "./save-mind-map.ts";

const calls = vi.hoisted(() => ({ cover: vi.fn(), create: vi.fn(), update: vi.fn() }));
vi.mock("../../../../api/mind-maps.ts", () => ({
  storeMindMapCover: calls.cover,
  createMindMap: calls.create,
  updateMindMap: calls.update,
}));
afterEach(() => vi.clearAllMocks());

const ELSEWHERE = { ...HERE, fileOid: "f9" };
const data = { nodeData: { id: "root", topic: "光合作用", children: [{ id: "a", topic: "光反应" }] } };
const draft = { title: " 光合作用 ", data, coverSvg: "<svg/>" };

const cover = testAttachment({
  attachmentOid: "cover-1",
  name: "光合作用.svg",
  mimeType: "image/svg+xml",
  extName: "svg",
  size: 6,
  previewUrl: "/files/cover-1.svg",
});

function stored(oid: string): MindMap {
  return {
    oid,
    fileOid: "f1",
    title: "光合作用",
    data,
    coverAttachmentOid: "cover-1",
    coverUrl: "/files/cover-1.svg",
    createdAt: "",
    updatedAt: "",
  };
}

test("a new map: the cover is stored, the map created naming it, and the card points at both", async () => {
  calls.cover.mockResolvedValue(cover);
  calls.create.mockResolvedValue(stored("map-1"));
  const saved = await saveMindMap(HERE, null, draft);

  expect(calls.cover).toHaveBeenCalledWith(HERE, "<svg/>", "光合作用");
  expect(calls.create).toHaveBeenCalledWith(HERE, {
    title: "光合作用",
    data,
    coverAttachmentOid: "cover-1",
  });
  expect(calls.cover.mock.invocationCallOrder[0]).toBeLessThan(calls.create.mock.invocationCallOrder[0] ?? 0);
  expect(saved.cover).toBe(cover);
  expect(saved.attributes).toEqual({
    ...HERE,
    title: "光合作用",
    mindMapFileOid: "map-1",
    mindMapCoverAttachmentOid: "cover-1",
    mindMapCoverSrc: "/files/cover-1.svg",
  });
  // What the card reads back from those attributes.
  expect(mindMapCardData(saved.attributes)).toEqual({
    title: "光合作用",
    source: { address: HERE, mindMapOid: "map-1" },
    coverAttachmentOid: "cover-1",
    coverSrc: "/files/cover-1.svg",
  });
});

test("a card of the open file updates its map; one pasted from another file gets a map of its own", async () => {
  calls.cover.mockResolvedValue(cover);
  calls.update.mockResolvedValue(stored("map-1"));
  await saveMindMap(HERE, { address: HERE, mindMapOid: "map-1" }, draft);
  expect(calls.update).toHaveBeenCalledWith(
    HERE,
    "map-1",
    expect.objectContaining({ coverAttachmentOid: "cover-1" }),
  );
  expect(calls.create).not.toHaveBeenCalled();

  calls.create.mockResolvedValue(stored("map-2"));
  const copied = await saveMindMap(HERE, { address: ELSEWHERE, mindMapOid: "map-9" }, draft);
  expect(calls.create).toHaveBeenCalledWith(HERE, expect.objectContaining({ title: "光合作用" }));
  expect(calls.update).toHaveBeenCalledTimes(1);
  expect(copied.attributes).toMatchObject({ fileOid: "f1", mindMapFileOid: "map-2" });
});

test("a cover that cannot be stored saves nothing; an untitled map's cover is named after the block", async () => {
  calls.cover.mockRejectedValue(new Error("svg refused"));
  await expect(saveMindMap(HERE, null, { ...draft, title: "  " })).rejects.toThrow("svg refused");
  expect(calls.cover).toHaveBeenCalledWith(HERE, "<svg/>", "思维导图");
  expect(calls.create).not.toHaveBeenCalled();
  expect(calls.update).not.toHaveBeenCalled();
});
