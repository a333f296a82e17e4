// The subject resource library as its users meet it (issue 17 §3): an asset admin uploads an image
// to the organisation's library with keywords; the chief editor of a book with the library switched
// on inserts it from the + menu into a file; the media page's 已用资源 lists it as 学科资源库 and
// marks it as original; its resource page lists the place, which opens the editor there.
import { randomInt } from "node:crypto";
import { describe, test } from "node:test";
import {
  type AdminBook,
  EDITOR_TEXTS,
  type OrgDetail,
  RES_DETAIL_TEXTS,
  RES_LIB_PICKER_TEXTS,
  RES_LIB_TEXTS,
  USED_ATTACHMENT_TEXTS,
} from "@textbook/shared";
import { member } from "../support/accounts.ts";
import { api, login } from "../support/api.ts";
import { baseUrl, newPage, snapshot, useBrowser } from "../support/browser.ts";
import { loadedImage, openEditable, saveNow } from "../support/editor-flows.ts";
import { chooseOption, passwordLoginInto } from "../support/flows.ts";
import { gradientPng } from "../support/png.ts";
import { addFile } from "../support/publishing.ts";

useBrowser();

describe("subject resource library", () => {
  test("an asset admin's image is inserted from the library, listed as used, marked and traced back", async () => {
    const sysAdmin = await login(baseUrl(), "13800000003");
    const org = await api<OrgDetail>(baseUrl(), "/orgs", {
      method: "POST",
      token: sysAdmin.token,
      body: { name: `资源学校${randomInt(1e6)}`, type: "SCHOOL", useSubjectResourceEnabled: true },
    });
    const assetPhone = await member(sysAdmin.token, org.oid, "资源管理员", ["ORG_ASSET_ADMIN"]);
    const chiefPhone = await member(sysAdmin.token, org.oid, "资源主编", ["ORG_MEMBER"]);
    const chief = await login(baseUrl(), chiefPhone);
    const chiefSession = { baseUrl: baseUrl(), token: chief.token, userOid: chief.user.oid, orgOid: org.oid };
    const book = await api<AdminBook>(baseUrl(), "/books", {
      method: "POST",
      token: sysAdmin.token,
      body: {
        name: `物理${randomInt(1e6)}`,
        subject: "物理",
        textbookType: "V2",
        orgOid: org.oid,
        chiefEditorOid: chief.user.oid,
      },
    });
    const file = await addFile(chiefSession, book.oid, ["力的合成："]);
    await api(baseUrl(), `/books/${book.oid}/enable-editor-use-subject-resource`, {
      method: "POST",
      token: chief.token,
    });

    // The asset admin uploads a picture to 学科资源库 with a subject and a keyword.
    const admin = await newPage();
    await passwordLoginInto(admin.page, assetPhone);
    await admin.page.goto("/m/res-libs");
    await admin.page
      .getByRole("region", { name: RES_LIB_TEXTS.title })
      .getByText(RES_LIB_TEXTS.empty)
      .waitFor();
    await admin.page.getByRole("button", { name: RES_LIB_TEXTS.upload }).click();
    const form = admin.page.getByRole("dialog", { name: RES_LIB_TEXTS.uploadTitle });
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: "平行四边形定则.png", mimeType: "image/png", buffer: gradientPng(640, 360) });
    await form.getByRole("button", { name: "平行四边形定则.png" }).waitFor();
    await chooseOption(form, RES_LIB_TEXTS.subject, "物理", "物理");
    const keywords = form.getByRole("combobox", { name: RES_LIB_TEXTS.keywords });
    await keywords.fill("力学");
    await keywords.press("Enter");
    await form.getByRole("button", { name: /确\s*定/ }).click();
    await admin.page.getByText(RES_LIB_TEXTS.created).waitFor();
    const row = admin.page.getByRole("row", { name: /平行四边形定则/ });
    await row.getByText("力学").waitFor();
    await snapshot(admin.page, "res-lib-manage");

    // The chief editor inserts it through the + menu's 从学科资源库选择图片.
    const editor = await newPage();
    await passwordLoginInto(editor.page, chiefPhone);
    const [, bookOid, , chapterOid, , sectionOid, , fileOid] = file.path.split("/").slice(1);
    const editorUrl = `/f/books/prosemirror-eidtor/${bookOid}/${chapterOid}/${sectionOid}/${fileOid}`;
    await openEditable(editor.page, editorUrl);
    const paragraph = editor.page.locator(".ProseMirror > p").filter({ hasText: "力的合成：" });
    await paragraph.hover();
    await editor.page.getByRole("button", { name: EDITOR_TEXTS.blockMenu }).click();
    // The book's subject preselects the search.
    const preselected = editor.page.waitForRequest(
      (request) =>
        request.url().includes("/api/res-libs/actives") && request.url().includes("subjectCode=physics"),
    );
    await editor.page.getByRole("menuitem", { name: "从学科资源库选择图片", exact: true }).click();
    const picker = editor.page.getByRole("dialog", { name: RES_LIB_PICKER_TEXTS.title });
    await picker.getByText("平行四边形定则").waitFor();
    await preselected;
    await snapshot(editor.page, "res-lib-picker");
    await picker.getByRole("button", { name: RES_LIB_PICKER_TEXTS.insert }).first().click();
    await picker.waitFor({ state: "hidden" });
    await loadedImage(editor.page.locator(".tb-image-box .tb-image__frame img").first());
    await saveNow(editor.page);

    // 已用资源 lists it as 学科资源库; 标记原创 marks it.
    await editor.page.goto(`/f/books/media/${book.oid}?view=used`);
    const used = editor.page.getByRole("row", { name: /平行四边形定则/ });
    await used.getByText("学科资源库").waitFor();
    await used.getByText("第一章 / 第一节 / 正文（1 处）").waitFor();
    await used.getByRole("button", { name: USED_ATTACHMENT_TEXTS.markAsOg }).click();
    await editor.page.getByText(USED_ATTACHMENT_TEXTS.marked).waitFor();
    await used.getByText("已标记原创").waitFor();
    await snapshot(editor.page, "used-attachments");

    // Its resource page shows the place; the place opens the editor at that file.
    await used.getByRole("link", { name: USED_ATTACHMENT_TEXTS.detail }).click();
    await editor.page.waitForURL((url) => url.pathname.startsWith("/f/books/res-detail/"));
    await editor.page.getByText(RES_DETAIL_TEXTS.places).waitFor();
    await editor.page.getByText("力学").waitFor();
    await snapshot(editor.page, "res-detail");
    await editor.page.getByRole("link", { name: "第一章 / 第一节 / 正文" }).click();
    await editor.page.waitForURL((url) => url.pathname === editorUrl);
    await editor.page.locator(".tb-image-box").first().waitFor();
  });
});
