import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import { ERROR_MESSAGES, FRAME_TEXTS, LOGIN_TEXTS, type OrgListItem } from "@textbook/shared";
import { signPartnerTicket } from "../../apps/server/src/modules/auth/partner-ticket.ts";
import { uniquePhone } from "../support/accounts.ts";
import { api, login } from "../support/api.ts";
import { baseUrl, newPage, useBrowser } from "../support/browser.ts";
import { fillPasswordLogin, passwordLoginInto, waitForPath } from "../support/flows.ts";

useBrowser();

async function orgOid(name: string): Promise<string> {
  const admin = await login(baseUrl(), "13800000001");
  const orgs = await api<{ items: OrgListItem[] }>(baseUrl(), "/orgs/my-list", { token: admin.token });
  const org = orgs.items.find((item) => item.name === name);
  assert.ok(org, `demo organisation ${name}`);
  return org.oid;
}

/**
 * What the partner platform would send: a ticket for one of its users in a demo organisation. Tests
 * pass a fresh phone: a demo phone may belong to a reader-only student, whom the editor refuses.
 */
async function partnerTicket(partnerUserId: string, phoneNumber: string, fullName: string): Promise<string> {
  const secret = process.env.E2E_PARTNER_SECRET;
  assert.ok(secret, "run through e2e/run.ts, which configures the partner secret");
  const exp = Math.floor(Date.now() / 1000) + 300;
  return signPartnerTicket(
    { partnerUserId, phoneNumber, fullName, orgOid: await orgOid("示范学校"), exp },
    secret,
  );
}

describe("accounts", () => {
  test("a user without an organisation sees 暂无操作权限 and stays on login", async () => {
    const { page, context } = await newPage();
    await page.goto("/login");
    await fillPasswordLogin(page, "13800000005");
    await page.getByText(LOGIN_TEXTS.noPermission).waitFor();
    assert.equal(new URL(page.url()).pathname, "/login");
    await context.close();
  });

  test("an inactive user is refused with the server's message", async () => {
    const { page, context } = await newPage();
    await page.goto("/login");
    await fillPasswordLogin(page, "13800000004");
    await page.getByText(ERROR_MESSAGES["err.user.inactive"]).waitFor();
    await context.close();
  });

  test("a partner ticket signs in a partner user who cannot log out or switch", async () => {
    const ticket = await partnerTicket("partner-e2e-1", uniquePhone(), "合作平台老师");
    const { page, context } = await newPage();
    await page.goto(`/zjy/login?ticket=${encodeURIComponent(ticket)}`);
    await waitForPath(page, "/f/books/list");
    await page.getByText("合作平台老师").first().waitFor();
    assert.equal(
      await page.getByRole("button", { name: FRAME_TEXTS.logout }).count(),
      0,
      "no logout for partners",
    );
    assert.equal(await page.getByRole("button", { name: FRAME_TEXTS.switchOrg }).count(), 0, "no switcher");
    await context.close();
  });

  test("a replayed partner ticket is refused", async () => {
    const ticket = await partnerTicket("partner-e2e-2", uniquePhone(), "合作平台老师二");
    const { page, context } = await newPage();
    await page.goto(`/zjy/login?ticket=${encodeURIComponent(ticket)}`);
    await waitForPath(page, "/f/books/list");
    const second = await newPage();
    await second.page.goto(`/zjy/login?ticket=${encodeURIComponent(ticket)}`);
    await second.page.getByText(ERROR_MESSAGES["err.partner.ticketInvalid"]).waitFor();
    await second.context.close();
    await context.close();
  });

  test("a user whose roles change is asked to log in again", async () => {
    const { page, context } = await newPage();
    await passwordLoginInto(page, "13800000002");
    const editor = await login(baseUrl(), "13800000002");
    const admin = await login(baseUrl(), "13800000001");
    const school = await orgOid("示范学校");
    await api(baseUrl(), "/passports/switch-org", {
      method: "POST",
      body: { orgOid: school },
      token: admin.token,
    });
    await api(baseUrl(), `/users/${editor.user.oid}/orgs/${school}`, {
      method: "PUT",
      body: { roles: ["ORG_MEMBER", "ORG_CONTENT_ADMIN"] },
      token: admin.token,
    });
    // The todo count is polled every 5 s: the next poll meets the changed roles.
    const dialog = page.getByRole("dialog").filter({ hasText: FRAME_TEXTS.permissionChangedBody });
    await dialog.waitFor({ timeout: 12_000 });
    await dialog.getByText(FRAME_TEXTS.permissionChangedTitle).waitFor();
    await dialog.getByRole("button", { name: FRAME_TEXTS.relogin }).click();
    await waitForPath(page, "/login");
    assert.equal(await page.evaluate(() => localStorage.getItem("_builder_token")), null);
    await context.close();
    // The browser tests share one server: later files expect the demo editor's own roles.
    await api(baseUrl(), `/users/${editor.user.oid}/orgs/${school}`, {
      method: "PUT",
      body: { roles: ["ORG_MEMBER"] },
      token: admin.token,
    });
  });
});
