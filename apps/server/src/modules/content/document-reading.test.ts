// The plain JSON readings of a stored document: headings and the attachments it names.
import { describe, expect, it } from "vitest";
import { attachmentRefs, replaceAttachmentRefs } from "./attachment-refs.ts";
import { headingsOf } from "./headings.ts";

const text = (value: string) => ({ type: "text", text: value });

describe("headingsOf", () => {
  it("lists headings at any depth, in document order, with their plain text", () => {
    const doc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1, oid: "h1" }, content: [text("第一"), text("章")] },
        {
          type: "layoutBox",
          content: [
            {
              type: "heading",
              attrs: { level: 3 },
              content: [{ ...text(" 小节 "), marks: [{ type: "bold" }] }],
            },
          ],
        },
        { type: "paragraph", content: [text("正文")] },
      ],
    };
    expect(headingsOf(doc)).toEqual([
      { oid: "h1", level: 1, text: "第一章" },
      { oid: null, level: 3, text: "小节" },
    ]);
  });
});

describe("attachment references", () => {
  const doc = {
    type: "doc",
    content: [
      { type: "imageBlock", attrs: { fileOid: "img-1", src: "/api/files/img-1/original" } },
      { type: "videoBox", attrs: { fileOid: "video-1", coverAttOid: "cover-1", iconAttOid: "" } },
      { type: "galleryBox", attrs: { imagesInfo: [{ fileOid: "g-1" }, { fileOid: "g-2", title: "甲" }] } },
      { type: "knowledgeGraphCard", attrs: { linkCoverAttachmentOid: "kg-1", title: "fileOid" } },
      {
        type: "paragraph",
        content: [{ ...text("链接"), marks: [{ type: "link", attrs: { fileOid: "content-file" } }] }],
      },
    ],
  };

  it("collects every attachment-like attribute, including in lists and marks", () => {
    expect([...attachmentRefs(doc)].sort()).toEqual(
      ["content-file", "cover-1", "g-1", "g-2", "img-1", "kg-1", "video-1"].sort(),
    );
  });

  it("names the copies, leaving everything else (and unknown oids) as it was", () => {
    const copies = new Map([
      ["img-1", "img-copy"],
      ["g-2", "g-copy"],
      ["cover-1", "cover-copy"],
    ]);
    const replaced = replaceAttachmentRefs(doc, copies);
    expect(replaced.content).toEqual([
      { type: "imageBlock", attrs: { fileOid: "img-copy", src: "/api/files/img-1/original" } },
      { type: "videoBox", attrs: { fileOid: "video-1", coverAttOid: "cover-copy", iconAttOid: "" } },
      { type: "galleryBox", attrs: { imagesInfo: [{ fileOid: "g-1" }, { fileOid: "g-copy", title: "甲" }] } },
      { type: "knowledgeGraphCard", attrs: { linkCoverAttachmentOid: "kg-1", title: "fileOid" } },
      doc.content[4],
    ]);
    expect(doc.content[0]).toEqual({
      type: "imageBlock",
      attrs: { fileOid: "img-1", src: "/api/files/img-1/original" },
    });
  });
});
