// Test support for the todo center's pages: approvals, nodes, timeline entries and their pages, the
// todo routes rendered as the app nests them (the list kept alive under the others), and the set-up
// every test of a todo page shares.
import type {
  ProcessInstance,
  ProcessInstanceDetail,
  ProcessNode,
  ProcessTimelineEvent,
} from "@textbook/shared";
import { afterEach, beforeEach, vi } from "vitest";
import type { FakeApi, SentCall } from "../../../test/fake-api.ts";
import { fakeApi } from "../../../test/fake-api.ts";
import { signInAs } from "../../../test/sign-in.ts";
import { cleanUpTaskPage, renderPage } from "../../task/test/task-support.tsx";
import { TodoCenter } from "../todo-center.tsx";
import { TodoDetailPage } from "../todo-detail-page.tsx";
import { TodoResultPage } from "../todo-result-page.tsx";

export const applicant = { oid: "user-9", fullName: "李编辑" };
export const reviewer = { oid: "user-1", fullName: "赵审核" };

export function instance(index: number, overrides: Partial<ProcessInstance> = {}): ProcessInstance {
  return {
    oid: `pi-${index}`,
    orgOid: "org-1",
    title: `《示范教材 ${index}》发布申请（校本教材）`,
    kind: "PUBLISH",
    state: "IN_PROGRESS",
    book: { oid: `book-${index}`, name: `示范教材 ${index}` },
    applicant,
    subjectOid: `apply-${index}`,
    createdAt: "2026-11-20T07:13:00.000Z",
    finishedAt: null,
    currentNode: {
      oid: `node-${index}-0`,
      position: 0,
      name: "内容审核",
      assignee: { role: "ORG_CONTENT_ADMIN", users: [] },
      state: "PENDING",
      remindedAt: null,
    },
    nodeCount: 2,
    ...overrides,
  };
}

export function node(index: number, position: number, overrides: Partial<ProcessNode> = {}): ProcessNode {
  return {
    oid: `node-${index}-${position}`,
    instanceOid: `pi-${index}`,
    position,
    name: position === 0 ? "内容审核" : "出版审批",
    assignee: { role: position === 0 ? "ORG_CONTENT_ADMIN" : "ORG_PUBLISH_ADMIN", users: [] },
    state: position === 0 ? "PENDING" : "WAITING",
    actor: null,
    comment: null,
    openedAt: position === 0 ? "2026-11-20T07:13:00.000Z" : null,
    actedAt: null,
    remindedAt: null,
    transferredTo: null,
    canAct: false,
    ...overrides,
  };
}

export function event(action: ProcessTimelineEvent["action"], overrides: Partial<ProcessTimelineEvent> = {}) {
  return {
    oid: `event-${action}`,
    action,
    node: action === "START" ? null : { oid: "node-1-0", name: "内容审核", position: 0 },
    actor: action === "START" || action === "REMIND" || action === "REVOKE" ? applicant : reviewer,
    comment: null,
    targetUser: null,
    at: "2026-11-20T07:13:00.000Z",
    ...overrides,
  } satisfies ProcessTimelineEvent;
}

export function detail(index: number, overrides: Partial<ProcessInstanceDetail> = {}): ProcessInstanceDetail {
  return {
    ...instance(index),
    events: [event("START")],
    abilities: { revoke: false, remind: false },
    ...overrides,
  };
}

export function page<T>(items: T[], total = items.length) {
  return { data: { items, total, page: 1, pageSize: 10 } };
}

/** The todo routes as routes.tsx nests them, with stand-ins for the pages they link to. */
export function renderTodo(path: string) {
  const stand = (text: string) => <div>{text}</div>;
  // Nested as in routes.tsx (the list kept alive in TodoCenter); a variable, since TestRoute names no children.
  const routes = [
    {
      path: "/f/todo",
      element: <TodoCenter />,
      children: [
        { path: "list", element: null },
        { path: "detail/:oid", element: <TodoDetailPage /> },
        { path: "result/:oid", element: <TodoResultPage /> },
      ],
    },
    { path: "/f/books/detail/:oid", element: stand("book detail") },
  ];
  return renderPage(path, routes);
}

/** The detail alone (no kept list under it). */
export function renderDetail(oid = "pi-1") {
  return renderPage(`/f/todo/detail/${oid}`, [
    { path: "/f/todo/detail/:oid", element: <TodoDetailPage /> },
    { path: "/f/todo/result/:oid", element: <TodoResultPage /> },
    { path: "/f/todo/list", element: <div>todo list</div> },
    { path: "/f/books/detail/:oid", element: <div>book detail</div> },
    { path: "/f/todo/release-record/:oid/release-record/:bookOid", element: <div>release records</div> },
  ]);
}

/**
 * Registers the start and end every todo page test shares: a fresh API fake and a reviewer signed
 * in before it, the clean-up after. Answers the running test's fake and the calls on a path.
 */
export function todoPageTests(): { readonly api: FakeApi; sentTo(path: string): SentCall[] } {
  vi.stubGlobal("__APP_VERSION__", "test");
  let api: FakeApi | undefined;
  beforeEach(() => {
    api = fakeApi();
    signInAs({ id: reviewer.oid, name: reviewer.fullName, orgRoles: ["ORG_CONTENT_ADMIN"] });
  });
  afterEach(cleanUpTaskPage);
  const current = () => {
    if (!api) throw new Error("the API fake is made before each test");
    return api;
  };
  return {
    get api() {
      return current();
    },
    sentTo: (path) => current().sent.filter((call) => call.path === path),
  };
}
