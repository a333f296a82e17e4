// The matrix rows of a book and everything under it (letters and profiles: profiles.ts). All
// requests name the seeded world's book in organisation A, where the book member and the chief
// editor hold their book roles.
import { randomInt, randomUUID } from "node:crypto";
import { rules } from "@textbook/shared";
import { sampleTopics } from "@textbook/shared/test/activity-fixtures";
import { BOOK_LEAD, BOOK_READ, type MatrixRow, SIGNED_IN } from "./profiles.ts";

const BOOK = "/api/books/{bookOid}";
const CHAPTER = `${BOOK}/chapters/{chapterOid}`;
const SECTION = `${CHAPTER}/sections/{sectionOid}`;
const FILE = `${SECTION}/files/{fileOid}`;

const name = () => `名${randomUUID().slice(0, 8)}`;
const color = () => `#${randomInt(0xffffff).toString(16).padStart(6, "0")}`;
const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "正文" }] }] };
const mapData = { nodeData: { id: "root", topic: "光合作用" } };
const reading = { type: "EXTENDED_READING", typeName: "拓展阅读", title: "阅读", resources: [] };
const simulation = { name: "实验", url: "https://example.com/vr", screenType: "LANDSCAPE", deviceType: "PC" };

const WORKSPACE: MatrixRow[] = [
  { route: "GET /api/books/contributed", expect: SIGNED_IN, note: "each caller's own books" },
  { route: `GET ${BOOK}`, expect: BOOK_READ },
  { route: `PUT ${BOOK}/cover`, expect: BOOK_LEAD, body: (w) => ({ attachmentOid: w.attachment.oid }) },
  { route: `PUT ${BOOK}/completion-rate`, expect: BOOK_LEAD, body: () => ({ completionRate: 30 }) },
  { route: `GET ${BOOK}/editors`, expect: BOOK_READ },
  {
    route: `POST ${BOOK}/editors`,
    expect: BOOK_LEAD,
    body: (w) => ({ phoneNumbers: [w.users.orgMember.phoneNumber], role: "BOOK_MEMBER" }),
    fresh: true,
  },
  {
    route: `POST ${BOOK}/editors/remove`,
    expect: BOOK_LEAD,
    body: (w) => ({ userOids: [w.users.bookMember.oid] }),
  },
];

const STRUCTURE: MatrixRow[] = [
  { route: `GET ${BOOK}/chapters`, expect: BOOK_READ },
  { route: `POST ${BOOK}/chapters`, expect: BOOK_LEAD, body: () => ({ name: name() }) },
  { route: `GET ${CHAPTER}`, expect: BOOK_READ },
  { route: `PUT ${CHAPTER}`, expect: BOOK_LEAD, body: () => ({ name: name() }) },
  {
    route: `PUT ${BOOK}/chapters/batch-delete`,
    expect: BOOK_LEAD,
    body: (w) => ({ oids: [w.chapter.oid], confirmPhrase: rules.DELETE_CONFIRM_PHRASE }),
  },
  { route: `PUT ${BOOK}/chapters/committed`, expect: BOOK_LEAD, body: (w) => ({ oids: [w.chapter.oid] }) },
  { route: `PUT ${BOOK}/chapters/reverted`, expect: BOOK_LEAD, body: (w) => ({ oids: [w.chapter.oid] }) },
  {
    route: `PUT ${BOOK}/chapters/compose`,
    expect: BOOK_LEAD,
    body: (w) => ({ chapters: [{ oid: w.chapter.oid, sectionOids: [w.section.oid, w.secondSection.oid] }] }),
  },
  { route: `GET ${CHAPTER}/sections`, expect: BOOK_READ },
  { route: `POST ${CHAPTER}/sections`, expect: BOOK_LEAD, body: () => ({ name: name() }) },
  { route: `GET ${SECTION}`, expect: BOOK_READ },
  { route: `PUT ${SECTION}`, expect: BOOK_LEAD, body: () => ({ name: name() }) },
  {
    route: `PUT ${CHAPTER}/sections/batch-delete`,
    expect: BOOK_LEAD,
    body: (w) => ({ oids: [w.secondSection.oid], confirmPhrase: rules.DELETE_CONFIRM_PHRASE }),
  },
  { route: `POST ${SECTION}/files`, expect: BOOK_LEAD, body: () => ({ name: name(), type: "CONTENT" }) },
  { route: `PUT ${FILE}`, expect: BOOK_LEAD, body: () => ({ name: name() }) },
  {
    route: `PUT ${SECTION}/files/order`,
    ownWorld: true,
    expect: BOOK_LEAD,
    body: (w) => ({ fileOids: [w.readingFile.oid, w.file.oid, w.activityFile.oid, w.mindMapFile.oid] }),
  },
  { route: `PUT ${SECTION}/files/deleted`, expect: BOOK_LEAD, body: (w) => ({ oids: [w.file.oid] }) },
  { route: `POST ${FILE}/copy`, expect: BOOK_LEAD, body: (w) => ({ targetSectionOid: w.secondSection.oid }) },
];

const copyTarget = (w: Parameters<NonNullable<MatrixRow["body"]>>[0]) => ({
  targetBookOid: w.book.oid,
  targetChapterOid: w.chapter.oid,
  targetSectionOid: w.secondSection.oid,
  targetFileOid: w.spareFile.oid,
});

const CONTENT: MatrixRow[] = [
  { route: `GET ${FILE}/content`, expect: BOOK_READ },
  {
    route: `PUT ${FILE}/content`,
    expect: BOOK_READ,
    body: (w) => ({ content: doc, baseVersion: w.fileVersion }),
    fresh: true,
    note: "a save moves the version on",
  },
  { route: `GET ${FILE}/headings`, expect: BOOK_READ },
  { route: `POST ${FILE}/content/copy`, expect: BOOK_READ, body: copyTarget },
  { route: `POST ${FILE}/content/prose-mirror-copy`, expect: BOOK_READ, body: copyTarget },
  { route: `POST ${FILE}/content/attach-copy`, expect: BOOK_READ, body: copyTarget },
  { route: `POST ${FILE}/content/prose-mirror-attach-copy`, expect: BOOK_READ, body: copyTarget },
  { route: `POST ${FILE}/content/attachments`, expect: BOOK_READ, body: () => ({ content: doc }) },
  {
    route: `POST ${FILE}/svg-contents`,
    expect: BOOK_READ,
    body: () => ({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>',
    }),
  },
  {
    route: `POST ${FILE}/content/svg-copy`,
    expect: "NNNN4444",
    body: (w) => ({ attachmentOid: w.attachment.oid, targetBookOid: w.book.oid }),
    note: "the seeded attachment is a PNG, not an SVG",
  },
  { route: `GET ${FILE}/revisions`, expect: BOOK_READ },
  { route: `GET ${FILE}/revisions/{version}`, expect: BOOK_READ },
  {
    route: `POST ${FILE}/revisions/{version}/restore`,
    expect: BOOK_READ,
    body: (w) => ({ baseVersion: w.fileVersion }),
    fresh: true,
  },
];

const FILE_RESOURCES: MatrixRow[] = [
  { route: `POST ${FILE}/activities/`, expect: BOOK_READ, body: () => ({ type: "TEST", name: "练习" }) },
  { route: `GET ${FILE}/activities/{activityOid}`, expect: BOOK_READ },
  { route: `PUT ${FILE}/activities/{activityOid}`, expect: BOOK_READ, body: () => ({ name: name() }) },
  { route: `GET ${FILE}/activities/{activityOid}/topics`, expect: BOOK_READ },
  {
    route: `PUT ${FILE}/activities/{activityOid}/topics`,
    expect: BOOK_READ,
    body: () => ({ topics: [sampleTopics().JUDGE] }),
  },
  {
    route: `POST ${FILE}/activities/{activityOid}/topics`,
    expect: BOOK_READ,
    body: () => ({ topics: [sampleTopics().JUDGE] }),
  },
  {
    route: `DELETE ${FILE}/activities/{activityOid}/topics`,
    expect: BOOK_READ,
    body: (w) => ({ oids: [w.topic.oid] }),
    ownWorld: true,
    fresh: true,
  },
  { route: `GET ${FILE}/activities/{activityOid}/preview-url`, expect: BOOK_READ },
  { route: `POST ${FILE}/mind-maps`, expect: BOOK_READ, body: () => ({ title: "导图", data: mapData }) },
  { route: `GET ${FILE}/mind-maps/{mindMapOid}`, expect: BOOK_READ },
  {
    route: `PUT ${FILE}/mind-maps/{mindMapOid}`,
    expect: BOOK_READ,
    body: () => ({ title: name(), data: mapData }),
  },
  {
    route: `POST ${FILE}/mind-maps/{mindMapOid}/copy`,
    expect: BOOK_READ,
    body: (w) => ({ targetFileOid: w.mindMapFile.oid }),
  },
  { route: `POST ${FILE}/readings`, expect: BOOK_READ, body: () => reading },
  {
    route: `PUT ${FILE}/readings/{readingOid}`,
    expect: BOOK_READ,
    body: () => ({ ...reading, title: name() }),
  },
  { route: `GET ${FILE}/virtual-simulations`, expect: BOOK_READ },
  { route: `POST ${FILE}/virtual-simulations`, expect: BOOK_READ, body: () => simulation },
  {
    route: `PUT ${FILE}/virtual-simulations`,
    expect: BOOK_READ,
    body: (w) => ({ ...simulation, oid: w.simulation.oid }),
  },
];

/** BOOK_LEAD's callers, refused by the call's own rule (400) with the world's minimal request. */
const WORD_IMPORT_LEAD = BOOK_LEAD.replace(/Y/g, "4");

const BOOK_TASKS: MatrixRow[] = [
  {
    route: `POST ${SECTION}/copy`,
    expect: BOOK_LEAD,
    body: (w) => ({ targetBookOid: w.book.oid, targetChapterOid: w.chapter.oid }),
  },
  { route: `POST ${CHAPTER}/copy`, expect: BOOK_LEAD, body: (w) => ({ targetBookOid: w.book.oid }) },
  {
    route: `POST ${BOOK}/note-title-style`,
    expect: BOOK_LEAD,
    body: () => ({ noteTitleStyle: "CHAPTER", imageTag: "图", tableTag: "表" }),
    fresh: true,
  },
  { route: `POST ${BOOK}/chapters/update-reference`, expect: BOOK_LEAD, fresh: true },
  {
    route: `POST ${BOOK}/parse-word-task`,
    expect: WORD_IMPORT_LEAD,
    body: (w) => ({ attachmentOid: w.attachment.oid }),
    note: "the world's attachment is a picture: those allowed reach the file check (不是 Word 文档)",
  },
  {
    route: `POST ${BOOK}/import-word-task`,
    expect: WORD_IMPORT_LEAD,
    body: () => ({
      parseTaskOid: "no-such-parse",
      tree: [{ title: "章", sections: [{ title: "节", files: [{ title: "文件", from: ["c0s0f0"] }] }] }],
      target: { kind: "append" },
    }),
    note: "those allowed reach the parse check (no such parse task)",
  },
];

const STYLES: MatrixRow[] = [
  { route: `GET ${BOOK}/custom-styles`, expect: BOOK_READ },
  { route: `POST ${BOOK}/custom-styles`, expect: BOOK_LEAD, body: () => ({ items: [] }), fresh: true },
  { route: `DELETE ${BOOK}/custom-styles`, expect: BOOK_LEAD, fresh: true },
  { route: `GET ${BOOK}/custom-styles/task-state`, expect: BOOK_READ },
  { route: `GET ${BOOK}/check-note-title-task-state`, expect: BOOK_READ },
  { route: `GET ${BOOK}/check-update-reference-task-state`, expect: BOOK_READ },
  {
    route: `PUT ${BOOK}/custom-styles/editing`,
    expect: BOOK_LEAD,
    fresh: true,
    note: "the lock is the taker's (in Redis when configured, where worldIntact cannot see it)",
  },
  { route: `DELETE ${BOOK}/custom-styles/editing`, expect: BOOK_LEAD },
  { route: `GET ${BOOK}/style-libraries`, expect: BOOK_READ },
  { route: `POST ${BOOK}/style-libraries`, expect: BOOK_LEAD, body: () => ({ name: name(), items: [] }) },
  {
    route: `PUT ${BOOK}/style-libraries/sort`,
    ownWorld: true,
    expect: BOOK_LEAD,
    body: (w) => ({ oids: [w.library.oid] }),
  },
  { route: `PUT ${BOOK}/style-libraries/{libraryOid}`, expect: BOOK_LEAD, body: () => ({ name: name() }) },
  { route: `DELETE ${BOOK}/style-libraries/{libraryOid}`, expect: BOOK_LEAD },
  { route: `GET ${BOOK}/custom-colors`, expect: BOOK_READ },
  { route: `POST ${BOOK}/custom-colors`, expect: BOOK_LEAD, body: () => ({ color: color() }) },
  { route: `DELETE ${BOOK}/custom-colors/{colorOid}`, expect: BOOK_LEAD },
  { route: `GET ${BOOK}/custom-libraries`, expect: BOOK_READ },
  {
    route: `POST ${BOOK}/custom-libraries`,
    expect: BOOK_LEAD,
    body: () => ({ name: name(), nodeType: "paragraph", attrs: { indent: 2 } }),
  },
  {
    route: `POST ${BOOK}/custom-libraries/sort`,
    ownWorld: true,
    expect: BOOK_LEAD,
    body: (w) => ({ oids: [w.customLibrary.oid] }),
  },
  { route: `PUT ${BOOK}/custom-libraries/{libraryOid}`, expect: BOOK_LEAD, body: () => ({ name: name() }) },
  { route: `DELETE ${BOOK}/custom-libraries/{libraryOid}`, expect: BOOK_LEAD },
  { route: `POST ${BOOK}/theme`, expect: BOOK_LEAD, body: () => ({ themeColor: "#1677ff" }) },
  { route: `GET ${FILE}/background-style`, expect: BOOK_READ },
  { route: `POST ${FILE}/background-style`, expect: BOOK_LEAD, body: () => ({ backgroundType: "no-color" }) },
];

export const BOOK_ROWS: readonly MatrixRow[] = [
  ...WORKSPACE,
  ...STRUCTURE,
  ...CONTENT,
  ...FILE_RESOURCES,
  ...BOOK_TASKS,
  ...STYLES,
];
