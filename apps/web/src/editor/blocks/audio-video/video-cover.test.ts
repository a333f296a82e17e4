import { expect, test } from "vitest";
import { videoCover } from "./video-cover.ts";

const custom = { coverAttOid: "cover-1", coverSrc: "/c.jpg" };
const firstFrame = { firstFrameCoverAttOid: "frame-1", firstFrameCoverSrc: "/f.jpg" };

test("a new video box follows the book's cover, which is each video's first frame by default", () => {
  expect(videoCover({ ...custom, ...firstFrame, useBookCover: "Y", useCustomCover: "N" })).toEqual({
    kind: "firstFrame",
    picture: { attOid: "frame-1", src: "/f.jpg" },
  });
});

test("the book's own poster wins while useBookCover is Y, even over a custom cover", () => {
  const poster = { attOid: "book-poster", src: null };
  expect(videoCover({ ...custom, ...firstFrame, useCustomCover: "Y" }, poster)).toEqual({
    kind: "book",
    picture: poster,
  });
});

test("useBookCover N with useCustomCover Y shows the uploaded cover", () => {
  expect(videoCover({ ...custom, ...firstFrame, useBookCover: "N", useCustomCover: "Y" })).toEqual({
    kind: "custom",
    picture: { attOid: "cover-1", src: "/c.jpg" },
  });
});

test("useBookCover N and useCustomCover N shows the first frame", () => {
  expect(videoCover({ ...custom, ...firstFrame, useBookCover: "N", useCustomCover: "N" }).kind).toBe(
    "firstFrame",
  );
});

test("a custom cover chosen but never uploaded falls back to the first frame, then to none", () => {
  expect(videoCover({ ...firstFrame, useBookCover: "N", useCustomCover: "Y" }).picture?.attOid).toBe(
    "frame-1",
  );
  expect(videoCover({ useBookCover: "N", useCustomCover: "Y" })).toEqual({
    kind: "firstFrame",
    picture: null,
  });
});
