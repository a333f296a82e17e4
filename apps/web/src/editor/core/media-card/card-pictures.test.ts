import { expect, test } from "vitest";
import { cardIllustration, customIcon } from "./card-pictures.ts";

test("a card shows the book's illustration, its own, or none", () => {
  const book = { attOid: null, src: "data:image/svg+xml,book" };
  const own = { illustration: "/own.png", useBookIllustration: "N", useCustomIllustration: "Y" };
  expect(cardIllustration({ illustration: "/own.png" }, book)).toBe(book);
  expect(cardIllustration(own, book)).toEqual({ attOid: null, src: "/own.png" });
  expect(cardIllustration({ ...own, illustrationAttOid: "ill-1" }, book)?.attOid).toBe("ill-1");
  expect(cardIllustration({ ...own, useCustomIllustration: "N" }, book)).toBeNull();
});

test("an icon is custom when one is stored (video iconAttOid/iconSrc, audio icon), else built in", () => {
  expect(customIcon({ iconAttOid: "icon-1", iconSrc: null })).toEqual({ attOid: "icon-1", src: null });
  expect(customIcon({ icon: "/i.png" })).toEqual({ attOid: null, src: "/i.png" });
  expect(customIcon({ iconSrc: " " })).toBeNull();
});
