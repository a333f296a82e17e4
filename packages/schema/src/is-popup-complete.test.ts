import { describe, expect, it } from "vitest";
import { isPopupComplete } from "./is-popup-complete.ts";

describe("isPopupComplete (content §5)", () => {
  it("needs a title and a description for a text popup", () => {
    expect(isPopupComplete({ type: "TEXT", title: "注", desc: "说明" })).toBe(true);
    expect(isPopupComplete({ type: "TEXT", title: " ", desc: "说明" })).toBe(false);
    expect(isPopupComplete({ type: "TEXT", title: "注", desc: null })).toBe(false);
  });

  it("needs only the description for an icon popup", () => {
    expect(isPopupComplete({ type: "ICON", title: null, desc: "说明" })).toBe(true);
    expect(isPopupComplete({ type: "ICON", title: "注", desc: "" })).toBe(false);
  });
});
