// The virtual simulations of a file: listed with the read right, created and updated with the edit
// right, each body zod-checked.
import type { VirtualSimulation } from "@textbook/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileWithTeam } from "../../realtime/test/socket-clients.ts";
import { call, createTestApp, type TestContext } from "../../test/app.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const simulation = {
  name: "电路仿真",
  url: "https://vs.example.com/circuit",
  screenType: "LANDSCAPE",
  deviceType: "PC",
  isReaderInfoCarried: "Y",
};

describe("virtual simulations", () => {
  it("creates, lists and updates the file's simulations", async () => {
    const { fileUrl, file, editorToken, viewerToken } = await fileWithTeam(context);
    const url = `${fileUrl}/virtual-simulations`;
    const created = await call<VirtualSimulation>(context.app, "POST", url, {
      token: editorToken,
      body: simulation,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ...simulation, fileOid: file.oid });

    const listed = await call<{ items: VirtualSimulation[] }>(context.app, "GET", url, {
      token: viewerToken,
    });
    expect(listed.body.data.items.map((item) => item.oid)).toEqual([created.body.data.oid]);

    const updated = await call<VirtualSimulation>(context.app, "PUT", url, {
      token: editorToken,
      body: { ...simulation, oid: created.body.data.oid, name: "新仿真", isReaderInfoCarried: "N" },
    });
    expect(updated.body.data).toMatchObject({ name: "新仿真", isReaderInfoCarried: "N" });

    const missing = await call(context.app, "PUT", url, {
      token: editorToken,
      body: { ...simulation, oid: "nope" },
    });
    expect(missing.status).toBe(404);
  });

  it("refuses readers, committed chapters and bad bodies", async () => {
    const { fileUrl, viewerToken, editorToken } = await fileWithTeam(context);
    const url = `${fileUrl}/virtual-simulations`;
    expect((await call(context.app, "GET", url)).status).toBe(401);
    const reader = await call(context.app, "POST", url, { token: viewerToken, body: simulation });
    expect(reader.body.errorCode).toBe("err.privilege.required");

    const bad = await call(context.app, "POST", url, {
      token: editorToken,
      body: { ...simulation, url: "javascript:alert(1)", screenType: "WIDE" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ url: "无效的链接地址" });
    expect(Object.keys(bad.body.errors)).toContain("screenType");

    const committed = await fileWithTeam(context, { committed: true });
    const refused = await call(context.app, "POST", `${committed.fileUrl}/virtual-simulations`, {
      token: committed.editorToken,
      body: simulation,
    });
    expect(refused.body.errorCode).toBe("err.chapter.committed");
  });
});
