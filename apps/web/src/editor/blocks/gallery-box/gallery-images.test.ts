import { createGalleryImage, type GalleryImage } from "@textbook/schema";
import { expect, test } from "vitest";
import { currentAfter, roomFor, withChange, withMove, withoutImage, withWaiting } from "./gallery-images.ts";

const images = (count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, index) =>
    createGalleryImage({ fileOid: `f${index}`, index, title: `图${index}`, state: "SUCCESS" }),
  );

test("content §3.12: a gallery takes up to 20 images", () => {
  expect(roomFor(images(18), 5)).toBe(2);
  expect(roomFor(images(20), 1)).toBe(0);
  const { images: grown, added } = withWaiting(images(19), 3);
  expect(added).toEqual([19]);
  expect(grown).toHaveLength(20);
  expect(grown[19]).toEqual({
    fileOid: null,
    index: 19,
    title: null,
    desc: null,
    note: null,
    src: null,
    state: "WAITING",
    isEnhanced: "N",
  });
});

test("an upload settles its own entry; indexes follow places after a removal or a move", () => {
  const settled = withChange(images(3), 1, { state: "FAIL", index: 7 });
  expect(settled.map((image) => [image.index, image.state])).toEqual([
    [0, "SUCCESS"],
    [1, "FAIL"],
    [2, "SUCCESS"],
  ]);
  expect(withoutImage(images(3), 0).map((image) => [image.index, image.title])).toEqual([
    [0, "图1"],
    [1, "图2"],
  ]);
  expect(withMove(images(3), 2, 1)).toEqual(images(3));
  expect(withMove(images(3), 0, 1).map((image) => [image.index, image.title])).toEqual([
    [0, "图1"],
    [1, "图0"],
    [2, "图2"],
  ]);
});

test("the current image stays within the list", () => {
  expect(currentAfter(5, 3)).toBe(2);
  expect(currentAfter(-1, 3)).toBe(0);
  expect(currentAfter(2, 0)).toBe(0);
});
