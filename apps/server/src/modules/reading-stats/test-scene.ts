// A released book for the statistics tests, without a build: an edition in storage (manifest, two
// chapters, three files, a video box with knowledge points, an activity with two topics), its
// chief editor, and readers the book was pushed to, signed in to the reader (READER sessions).
import { EDITION_FORMAT, EDITION_PATHS, type EditionManifest, editionStoragePrefix } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { books, editions } from "../../db/schema/index.ts";
import type { TestContext } from "../../test/app.ts";
import { type BookRow, buildBook, buildOrg, buildUser, sessionFor } from "../../test/factories.ts";
import { pushBookTo, readerSessionFor } from "../readers/test/reader-world.ts";

export const FILES = { intro: "statfile0000000001", lab: "statfile0000000002", quiz: "statfile0000000003" };
export const VIDEO = "videobox0000000001";
export const MODEL = "modelbox0000000001";
export const ACTIVITY = "activity0000000001";
export const TOPICS = { single: "topic0000000000001", judge: "topic0000000000002" };
export const CHAPTERS = { one: "chapter1", two: "chapter2" };
export const SECTIONS = { one: "section1", two: "section2" };

const text = (value: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: value }] }],
});

function manifestOf(editionOid: string, book: BookRow): EditionManifest {
  const file = (oid: string, title: string) => ({
    oid,
    title,
    path: EDITION_PATHS.fileHtml(oid),
    jsonPath: EDITION_PATHS.fileJson(oid),
  });
  return {
    format: EDITION_FORMAT,
    edition: { oid: editionOid, number: 1, builtAt: "2026-03-01T00:00:00.000Z" },
    book: { oid: book.oid, name: book.name, coverPath: null },
    toc: [
      {
        oid: CHAPTERS.one,
        title: "第一章",
        sections: [
          { oid: SECTIONS.one, title: "第一节", files: [file(FILES.intro, "导言"), file(FILES.lab, "实验")] },
        ],
      },
      {
        oid: CHAPTERS.two,
        title: "第二章",
        sections: [{ oid: SECTIONS.two, title: "练习", files: [file(FILES.quiz, "测验")] }],
      },
    ],
    stylesheets: [],
    search: EDITION_PATHS.search,
  };
}

const kg = (knId: string, knText: string) => ({ knId, knText, graphId: null });

const FILE_DOCS: Record<string, unknown> = {
  [FILES.intro]: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "导言" }] }] },
  [FILES.lab]: {
    type: "doc",
    content: [
      {
        type: "videoBox",
        attrs: { oid: VIDEO, title: "实验视频", kgPoints: [kg("kp1", "电路"), kg("kp2", "电阻")] },
      },
      { type: "threeDBox", attrs: { oid: MODEL, title: "电路模型", kgPoints: [kg("kp1", "电路")] } },
    ],
  },
  [FILES.quiz]: {
    type: "doc",
    content: [{ type: "interaction", attrs: { oid: "box1", activityOid: ACTIVITY } }],
  },
};

const ACTIVITY_JSON = {
  activity: {
    oid: ACTIVITY,
    fileOid: FILES.quiz,
    type: "TEST",
    name: "",
    title: "课堂测验",
    settings: {},
    topicCount: 2,
    createdAt: "2026-03-01T00:00:00.000Z",
    updatedAt: "2026-03-01T00:00:00.000Z",
  },
  topics: [
    {
      oid: TOPICS.single,
      type: "SINGLE",
      subject: text("1+1=?"),
      options: [
        { id: "a", content: text("2") },
        { id: "b", content: text("3") },
      ],
      answer: "a",
      analysis: null,
      score: null,
    },
    {
      oid: TOPICS.judge,
      type: "JUDGE",
      subject: text("地球是圆的"),
      options: [],
      answer: true,
      analysis: null,
      score: null,
    },
  ],
};

export interface StatsScene {
  book: BookRow;
  editionOid: string;
  editorToken: string;
  /** A plain member of the book: may not see its figures. */
  memberToken: string;
  readerOid: string;
  readerToken: string;
  /** A user the book was never pushed to (a READER session). */
  strangerToken: string;
  /** The reader's editor (SESSION) token: refused by the reader's calls. */
  readerEditorToken: string;
  pushTo(userOid: string): Promise<void>;
}

export async function statsScene(context: TestContext): Promise<StatsScene> {
  const { db, clock, storage } = context;
  const org = await buildOrg(db);
  const editor = await buildUser(db, { memberships: [{ org, roles: [] }], lastOrgOid: org.oid });
  const member = await buildUser(db, { memberships: [{ org, roles: [] }], lastOrgOid: org.oid });
  const book = await buildBook(db, {
    org,
    state: "RELEASED",
    members: [
      { user: editor, role: "BOOK_CHIEF_EDITOR" },
      { user: member, role: "BOOK_MEMBER" },
    ],
  });
  const [edition] = await db
    .insert(editions)
    .values({ bookOid: book.oid, number: 1, state: "READY", builtByOid: editor.oid, builtAt: clock.now() })
    .returning();
  if (!edition) throw new Error("edition insert failed");
  const put = (path: string, body: unknown) =>
    storage.putObject(
      `${editionStoragePrefix(edition.oid)}${path}`,
      Buffer.from(JSON.stringify(body)),
      "application/json",
    );
  for (const [fileOid, doc] of Object.entries(FILE_DOCS)) await put(EDITION_PATHS.fileJson(fileOid), doc);
  await put(EDITION_PATHS.activity(ACTIVITY), ACTIVITY_JSON);
  await put(EDITION_PATHS.manifest, manifestOf(edition.oid, book));
  await db.update(books).set({ releasedEditionOid: edition.oid }).where(eq(books.oid, book.oid));
  const pushTo = async (userOid: string) => {
    await pushBookTo(db, {
      bookOid: book.oid,
      editionOid: edition.oid,
      pushedBy: editor,
      userOids: [userOid],
    });
  };
  const reader = await buildUser(db);
  await pushTo(reader.oid);
  const stranger = await buildUser(db);
  return {
    book,
    editionOid: edition.oid,
    editorToken: await sessionFor(db, editor, clock, org.oid),
    memberToken: await sessionFor(db, member, clock, org.oid),
    readerOid: reader.oid,
    readerToken: await readerSessionFor(db, reader, clock),
    strangerToken: await readerSessionFor(db, stranger, clock),
    readerEditorToken: await sessionFor(db, reader, clock),
    pushTo,
  };
}

let counter = 0;
/** A fresh client id for an event. */
export const clientId = () => `evt-${Date.now().toString(36)}-${(counter++).toString(36)}`;
