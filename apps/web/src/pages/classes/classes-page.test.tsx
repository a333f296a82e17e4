// @vitest-environment happy-dom
// /f/classes: outside a school the page says so; in one it lists the school's classes, links the
// ones the caller manages and creates a class, with the server's field message under 班级名称.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type SchoolClass, CLASS_TEXTS as T } from "@textbook/shared";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type FakeApi, fakeApi } from "../../test/fake-api.ts";
import { signInAs } from "../../test/sign-in.ts";
import { cleanUpManagePage, renderManagePage } from "../manage/test/manage-support.tsx";
import { ClassesPage } from "./classes-page.tsx";

vi.stubGlobal("__APP_VERSION__", "test");
let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  signInAs({});
});
afterEach(cleanUpManagePage);

function schoolClass(oid: string, name: string, manageable: boolean): SchoolClass {
  return {
    oid,
    name,
    remark: "",
    teacher: { oid: "u1", fullName: "王老师" },
    studentCount: 2,
    manageable,
    createdAt: "2026-11-20T07:13:00.000Z",
  };
}

const renderClasses = () =>
  renderManagePage("/f/classes", [{ path: "/f/classes", element: <ClassesPage /> }]);

test("outside a school the page says classes belong to schools", async () => {
  api.routes.set("GET /api/schools/my-school", () => ({ data: null }));
  renderClasses();
  await screen.findByText(T.notSchool);
  expect(api.calls("/api/ccs/my-school")).toBe(0);
});

test("lists the school's classes, links the manageable ones and creates a class", async () => {
  api.routes.set("GET /api/schools/my-school", () => ({ data: { oid: "s1", name: "示范学校" } }));
  api.routes.set("GET /api/ccs/my-school", () => ({
    data: { items: [schoolClass("c1", "高一(1)班", true), schoolClass("c2", "高一(2)班", false)], total: 2 },
  }));
  let created = 0;
  api.routes.set("POST /api/ccs", (call) => {
    created += 1;
    const name = (call.body as { name: string }).name;
    if (created === 1) {
      return { status: 400, errorCode: "err.validate.failed", errors: { name: "本校已有同名班级" } };
    }
    return { data: schoolClass("c3", name, true) };
  });
  renderClasses();
  expect(await screen.findByRole("link", { name: "高一(1)班" })).toHaveProperty("pathname", "/f/classes/c1");
  expect(screen.queryByRole("link", { name: "高一(2)班" })).toBeNull();
  expect(screen.getByText("高一(2)班")).toBeTruthy();

  fireEvent.click(screen.getByRole("button", { name: T.create }));
  const dialog = await waitFor(() => {
    const found = screen.getAllByRole("dialog").find((item) => within(item).queryByText(T.create));
    if (!found) throw new Error("no dialog");
    return found;
  });
  fireEvent.change(within(dialog).getByLabelText(T.name), { target: { value: "高一(1)班" } });
  fireEvent.submit(dialog.querySelector("form") as HTMLFormElement);
  await within(dialog).findByText("本校已有同名班级");
  fireEvent.change(within(dialog).getByLabelText(T.name), { target: { value: "高一(3)班" } });
  fireEvent.submit(dialog.querySelector("form") as HTMLFormElement);
  await waitFor(() => expect(created).toBe(2));
  expect(api.sent.filter((call) => call.path === "/api/ccs").at(-1)?.body).toEqual({
    name: "高一(3)班",
    remark: "",
  });
});
