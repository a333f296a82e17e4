import { expect, test } from "vitest";
import { audioIllustration, customIcon, videoCover } from "./box-pictures.ts";

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

test("an audio box shows the book's illustration, its own, or none", () => {
  const book = { attOid: null, src: "data:image/svg+xml,book" };
  const own = { illustration: "/own.png", useBookIllustration: "N", useCustomIllustration: "Y" };
  expect(audioIllustration({ illustration: "/own.png" }, book)).toBe(book);
  expect(audioIllustration(own, book)).toEqual({ attOid: null, src: "/own.png" });
  expect(audioIllustration({ ...own, illustrationAttOid: "ill-1" }, book)?.attOid).toBe("ill-1");
  expect(audioIllustration({ ...own, useCustomIllustration: "N" }, book)).toBeNull();
});

test("an icon is custom when one is stored (video iconAttOid/iconSrc, audio icon), else built in", () => {
  expect(customIcon({ iconAttOid: "icon-1", iconSrc: null })).toEqual({ attOid: "icon-1", src: null });
  expect(customIcon({ icon: "/i.png" })).toEqual({ attOid: null, src: "/i.png" });
  expect(customIcon({ iconSrc: " " })).toBeNull();
});
