// Each mirror page narrows the file to the blocks holding its kind of content, in their order.
import { expect, test } from "vitest";
import { cardWithOid, MIRROR_PAGES, narrowDocument } from "./mirror-kinds.ts";
import type { MirrorKind } from "./mirror-routes.ts";

const text = (value: string) => ({ type: "text", text: value });
const doc = {
  type: "doc",
  content: [
    { type: "paragraph", content: [text("正文")] },
    { type: "interaction", attrs: { oid: "i1", type: "TEST", complete: "Y" } },
    {
      type: "paragraph",
      content: [text("读 "), { type: "extendedReadingInline", attrs: { title: "小故事" } }],
    },
    { type: "interaction", attrs: { oid: "i2", type: "SUBJECTIVE", complete: "Y" } },
    { type: "knowledgeGraphCard", attrs: { oid: "k1", title: "力学" } },
    { type: "knowledgeGraphCard", attrs: { oid: "k2", title: "热学" } },
  ],
};
const holds = (kind: MirrorKind) => MIRROR_PAGES.find((page) => page.kind === kind)?.holds ?? null;
const oids = (content: unknown) =>
  ((content as { content: { attrs?: { oid?: string } }[] } | null)?.content ?? []).map(
    (block) => block.attrs?.oid ?? "¶",
  );

test("the main page is the whole file", () => {
  expect(narrowDocument(doc, holds("main"))).toBe(doc);
});

test("practice topics are every interaction; test topics the objective (TEST) ones", () => {
  expect(oids(narrowDocument(doc, holds("practiceTopics")))).toEqual(["i1", "i2"]);
  expect(oids(narrowDocument(doc, holds("testTopics")))).toEqual(["i1"]);
});

test("an inline kind keeps the paragraph it sits in; a kind the file lacks gives nothing", () => {
  expect(narrowDocument(doc, holds("extendRead"))?.content).toEqual([doc.content[2]]);
  expect(narrowDocument(doc, holds("threeD"))).toBeNull();
  expect(narrowDocument(doc, holds("customInteraction"))).toBeNull();
});

test("the knowledge-graph page shows every card; /zjy-preview the one named", () => {
  expect(oids(narrowDocument(doc, holds("zjyKg")))).toEqual(["k1", "k2"]);
  expect(oids(narrowDocument(doc, cardWithOid("k2")))).toEqual(["k2"]);
  expect(narrowDocument(doc, cardWithOid("nope"))).toBeNull();
});

test("every page has its shell §2 route", () => {
  expect(MIRROR_PAGES.map((page) => page.route)).toEqual([
    "/mirror-preview-main-page",
    "/mirror-preview-extend-read-page",
    "/mirror-preview-practice-topics-page",
    "/mirror-preview-test-topics-page",
    "/mirror-preview-custom-interaction-page",
    "/mirror-preview-three-d-page",
    "/mirror-preview-zjy-kg-page",
  ]);
});
