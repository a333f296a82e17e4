// Publishing through the API, for the set-up of the browser tests and the build benchmark: a demo
// account's session in 示范学校, a small book of its own, and the steps of the default workflow
// (apply → content review → publish approval → build → release) taken as the demo accounts.
import type {
  AdminBook,
  BuildAnswer,
  Page as ListPage,
  LoginResult,
  PublishApplication,
  TodoItem,
  UserTask,
} from "@textbook/shared";
import { api, loginBody } from "./api.ts";

/** The demo accounts of 示范学校 (README): chief editor and org admin, editor, reviewer, publisher. */
export const DEMO = {
  chief: "13800000001",
  editor: "13800000002",
  reviewer: "13800000006",
  publisher: "13800000007",
} as const;

export interface Session {
  baseUrl: string;
  token: string;
  userOid: string;
  orgOid: string;
}

/** A demo account's session with 示范学校 as its current organisation. */
export async function schoolSession(baseUrl: string, phoneNumber: string): Promise<Session> {
  const login = await api<LoginResult>(baseUrl, "/passports/account-login", {
    method: "POST",
    body: await loginBody(baseUrl, phoneNumber),
  });
  const orgs = await api<{ items: { oid: string; name: string }[] }>(baseUrl, "/orgs/my-list", {
    token: login.token,
  });
  const school = orgs.items.find((org) => org.name === "示范学校");
  if (!school) throw new Error(`${phoneNumber} is not a member of 示范学校`);
  if (login.currentOrg?.oid !== school.oid) {
    await api(baseUrl, "/passports/switch-org", {
      method: "POST",
      token: login.token,
      body: { orgOid: school.oid },
    });
  }
  return { baseUrl, token: login.token, userOid: login.user.oid, orgOid: school.oid };
}

export function call<T>(session: Session, path: string, method = "GET", body?: unknown): Promise<T> {
  return api<T>(session.baseUrl, path, { method, token: session.token, body });
}

/** A new book in 示范学校 (made by its admin) whose chief editor is `chiefEditorOid`. */
export async function createSchoolBook(
  admin: Session,
  name: string,
  chiefEditorOid: string,
): Promise<string> {
  const book = await call<AdminBook>(admin, "/books", "POST", {
    name,
    subject: "信息技术",
    textbookType: "V1",
    description: "",
    orgOid: admin.orgOid,
    chiefEditorOid,
  });
  return book.oid;
}

export interface BookFile {
  bookOid: string;
  /** The file's API path (…/files/{oid}). */
  path: string;
}

/** A chapter > section > content file in the book holding `paragraphs`. */
export async function addFile(session: Session, bookOid: string, paragraphs: string[]): Promise<BookFile> {
  const chapter = await call<{ oid: string }>(session, `/books/${bookOid}/chapters`, "POST", {
    name: "第一章",
  });
  const sections = `/books/${bookOid}/chapters/${chapter.oid}/sections`;
  const section = await call<{ oid: string }>(session, sections, "POST", { name: "第一节" });
  const file = await call<{ oid: string }>(session, `${sections}/${section.oid}/files`, "POST", {
    name: "正文",
    type: "CONTENT",
  });
  const added = { bookOid, path: `${sections}/${section.oid}/files/${file.oid}` };
  await writeParagraphs(session, added, paragraphs);
  return added;
}

/** Stores the file's next document: `paragraphs`, one paragraph each. */
export async function writeParagraphs(session: Session, file: BookFile, paragraphs: string[]): Promise<void> {
  const content = `${file.path}/content`;
  const { version } = await call<{ version: number }>(session, content);
  await call(session, content, "PUT", {
    content: {
      type: "doc",
      content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
    },
    baseVersion: version,
  });
}

/** Adds a paragraph at the end of the file's stored document, as an editor's later edit. */
export async function appendParagraph(session: Session, file: BookFile, text: string): Promise<void> {
  const content = `${file.path}/content`;
  const stored = await call<{ version: number; content: { type: string; content?: unknown[] } }>(
    session,
    content,
  );
  await call(session, content, "PUT", {
    content: {
      ...stored.content,
      content: [...(stored.content.content ?? []), { type: "paragraph", content: [{ type: "text", text }] }],
    },
    baseVersion: stored.version,
  });
}

export function applyToPublish(session: Session, bookOid: string, note = ""): Promise<PublishApplication> {
  return call<PublishApplication>(session, `/books/${bookOid}/publish-apply`, "POST", {
    planType: "SCHOOL",
    note,
  });
}

/** The node of the book's application waiting for the session's user. */
export async function pendingTodo(session: Session, bookOid: string): Promise<TodoItem> {
  const todos = await call<ListPage<TodoItem>>(session, `/todos?bookOid=${bookOid}&page=1&pageSize=10`);
  const todo = todos.items[0];
  if (!todo) throw new Error(`no todo of book ${bookOid} waits for this user`);
  return todo;
}

/** Approves the book's node waiting for the session's user. */
export async function approve(session: Session, bookOid: string): Promise<void> {
  const { instance, node } = await pendingTodo(session, bookOid);
  await call(session, `/process-instances/${instance.oid}/process-nodes/${node.oid}/approve`, "POST", {});
}

export async function waitForTask(session: Session, taskOid: string): Promise<UserTask> {
  for (;;) {
    const task = await call<UserTask>(session, `/user-tasks/${taskOid}`);
    if (task.state === "DONE" || task.state === "FAILED" || task.state === "CANCELLED") return task;
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

async function finished(session: Session, taskOid: string): Promise<void> {
  const task = await waitForTask(session, taskOid);
  if (task.state !== "DONE") throw new Error(`${task.title} ended ${task.state}: ${task.errorMessage}`);
}

/** A released book of 示范学校 with one file of `paragraphs`, 李编辑 its chief editor. */
export async function releasedSchoolBook(
  baseUrl: string,
  namePrefix: string,
  paragraphs: string[],
): Promise<{ chief: Session; bookName: string; bookOid: string }> {
  const admin = await schoolSession(baseUrl, DEMO.chief);
  const chief = await schoolSession(baseUrl, DEMO.editor);
  const bookName = `${namePrefix}${Date.now().toString(36)}`;
  const bookOid = await createSchoolBook(admin, bookName, chief.userOid);
  await addFile(chief, bookOid, paragraphs);
  await publishThroughApi(baseUrl, bookOid);
  return { chief, bookName, bookOid };
}

/** Pushes the book's released edition to a class (POST push-to-ccs) and waits for the push task. */
export async function pushToClass(session: Session, bookOid: string, classOid: string): Promise<void> {
  const pushed = await call<{ task: { oid: string } }>(session, `/books/${bookOid}/push-to-ccs`, "POST", {
    classOids: [classOid],
  });
  await finished(session, pushed.task.oid);
}

/** Builds a new edition and releases it; answers the edition's oid. */
export async function buildAndRelease(publisher: Session, bookOid: string): Promise<string> {
  const built = await call<BuildAnswer>(publisher, `/books/${bookOid}/build`, "POST");
  await finished(publisher, built.task.oid);
  const released = await call<{ task: UserTask }>(publisher, `/books/${bookOid}/release`, "POST", {
    editionOid: built.edition.oid,
  });
  await finished(publisher, released.task.oid);
  return built.edition.oid;
}

/**
 * The whole default workflow as the demo accounts (the applicant: 李编辑 unless named, an editor of
 * the book), then build and release: the released edition.
 */
export async function publishThroughApi(
  baseUrl: string,
  bookOid: string,
  applicant: string = DEMO.editor,
): Promise<string> {
  await applyToPublish(await schoolSession(baseUrl, applicant), bookOid);
  await approve(await schoolSession(baseUrl, DEMO.reviewer), bookOid);
  const publisher = await schoolSession(baseUrl, DEMO.publisher);
  await approve(publisher, bookOid);
  return buildAndRelease(publisher, bookOid);
}
