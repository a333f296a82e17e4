import { READING_MAX_RESOURCES } from "@textbook/shared";
import { expect, test } from "vitest";
import { readResource, readResources } from "./read-resource.ts";
import { readingBody } from "./reading-resources.ts";

test("stored resources are read as links or attachments, older shapes included", () => {
  expect(readResource({ kind: "LINK", title: "百科", url: "https://e.com" })).toEqual({
    kind: "LINK",
    title: "百科",
    url: "https://e.com",
  });
  expect(
    readResource({ kind: "ATTACHMENT", title: "讲义", attachmentOid: "a1", fileName: "讲义.pdf" }),
  ).toEqual({ kind: "ATTACHMENT", title: "讲义", attachmentOid: "a1", fileName: "讲义.pdf" });
  // A version 1 resource or a picker's object: a file by fileOid, an address by url.
  expect(readResource({ fileOid: "r-1", title: "牛顿传" })).toEqual({
    kind: "ATTACHMENT",
    title: "牛顿传",
    attachmentOid: "r-1",
  });
  expect(readResource({ url: "https://e.com" })).toEqual({
    kind: "LINK",
    title: "https://e.com",
    url: "https://e.com",
  });
  expect(readResource({ title: "无处可去" })).toBeNull();
  expect(readResources([{ url: "https://e.com" }, "x", null])).toHaveLength(1);
  expect(readResources(null)).toEqual([]);
});

const values = (resources: Parameters<typeof readingBody>[0]["resources"]) => ({
  type: null,
  typeName: " 拓展阅读 ",
  title: "植物",
  resources,
});

test("a reading is stored with its type (EXTENDED_READING by default) and trimmed values", () => {
  expect(readingBody(values([{ kind: "LINK", title: " 百科 ", url: "https://e.com/a" }]))).toEqual({
    body: {
      type: "EXTENDED_READING",
      typeName: "拓展阅读",
      title: "植物",
      resources: [{ kind: "LINK", title: "百科", url: "https://e.com/a" }],
    },
  });
});

test.each([
  [
    "a resource without title",
    [{ kind: "LINK" as const, title: " ", url: "https://e.com" }],
    "请输入每个资源的标题",
  ],
  [
    "a link that is not http(s)",
    [
      { kind: "LINK" as const, title: "甲", url: "https://e.com" },
      { kind: "LINK" as const, title: "乙", url: "javascript:alert(1)" },
    ],
    "第 2 个资源的链接地址无效，请输入 http 或 https 开头的地址",
  ],
  [
    "more resources than a reading holds",
    Array.from({ length: READING_MAX_RESOURCES + 1 }, () => ({
      kind: "LINK" as const,
      title: "甲",
      url: "https://e.com",
    })),
    `资源最多 ${READING_MAX_RESOURCES} 个`,
  ],
])("%s is refused with a message", (_name, resources, problem) => {
  expect(readingBody(values(resources))).toEqual({ problem });
});
