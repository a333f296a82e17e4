import { describe, expect, it } from "vitest";
import { type SubjectResourceFlags, subjectResourcesUsable } from "./usable.ts";

const flags = (overrides: Partial<SubjectResourceFlags>): SubjectResourceFlags => ({
  bookOrgType: "SCHOOL",
  bookUseEnabled: false,
  bookEditorUseEnabled: true,
  userEnabled: true,
  ...overrides,
});

describe("subjectResourcesUsable (shell §6)", () => {
  it("needs the user's flag and the book's editor switch in an organisation's book", () => {
    expect(subjectResourcesUsable(flags({}))).toBe(true);
    expect(subjectResourcesUsable(flags({ userEnabled: false }))).toBe(false);
    expect(subjectResourcesUsable(flags({ bookEditorUseEnabled: false }))).toBe(false);
  });

  it("ignores the book's own flag outside a personal organisation", () => {
    expect(subjectResourcesUsable(flags({ bookUseEnabled: true, userEnabled: false }))).toBe(false);
    expect(subjectResourcesUsable(flags({ bookOrgType: "PARTNER", bookUseEnabled: false }))).toBe(true);
  });

  it("uses the book's own flag instead of the user's in a personal organisation's book", () => {
    const personal = { bookOrgType: "PERSONAL" as const };
    expect(subjectResourcesUsable(flags({ ...personal, bookUseEnabled: true, userEnabled: false }))).toBe(
      true,
    );
    expect(subjectResourcesUsable(flags({ ...personal, bookUseEnabled: false, userEnabled: true }))).toBe(
      false,
    );
    expect(
      subjectResourcesUsable(flags({ ...personal, bookUseEnabled: true, bookEditorUseEnabled: false })),
    ).toBe(false);
  });
});
