// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { TODO_TEXTS } from "@textbook/shared";
import { expect, test } from "vitest";
import { renderPage } from "../task/test/task-support.tsx";
import { ReleaseRecordPage } from "./release-record-page.tsx";
import { applicant, page, todoPageTests } from "./test/todo-support.tsx";

const suite = todoPageTests();

const renderRecords = () =>
  renderPage("/f/todo/release-record/pi-1/release-record/book-1", [
    { path: "/f/todo/release-record/:oid/release-record/:bookOid", element: <ReleaseRecordPage /> },
  ]);

test("lists the book's publish applications, each leading to its approval", async () => {
  suite.api.routes.set("/api/books/book-1/publish/apply-history", () =>
    page([
      {
        oid: "apply-2",
        bookOid: "book-1",
        planType: "SCHOOL",
        note: "",
        state: "REJECTED",
        processInstanceOid: "pi-2",
        applicant,
        createdAt: "2026-11-20T07:13:00.000Z",
        finishedAt: "2026-11-21T07:13:00.000Z",
      },
    ]),
  );
  renderRecords();
  const row = (await screen.findByText("校本教材")).closest("tr") as HTMLElement;
  expect(within(row).getByText("已驳回")).toBeTruthy();
  expect(within(row).getByText("李编辑")).toBeTruthy();
  expect(within(row).getByRole("link", { name: TODO_TEXTS.view }).getAttribute("href")).toBe(
    "/f/todo/detail/pi-2",
  );
  expect(screen.getByRole("link", { name: TODO_TEXTS.backToDetailShort }).getAttribute("href")).toBe(
    "/f/todo/detail/pi-1",
  );
  expect(suite.sentTo("/api/books/book-1/publish/apply-history")[0]?.query.get("page")).toBe("1");
});

test("no applications yet says so", async () => {
  suite.api.routes.set("/api/books/book-1/publish/apply-history", () => page([]));
  renderRecords();
  expect(await screen.findByText(TODO_TEXTS.recordsEmpty)).toBeTruthy();
});
