// How the lock moves: a takeover (the holder saves and hands over, then the waiter edits), a holder
// who does not hand over in time, a holder who leaves, a lock that expires, and a tab that reconnects.
import { describe, expect, it } from "vitest";
import { saveRequest } from "./test/save-request.ts";
import { saveSocketSuite } from "./test/save-socket-suite.ts";
import { ask, dataOf, fileWithTeam, next } from "./test/socket-clients.ts";

const GRACE_MS = 1_000;
const SLACK_MS = 500;
const suite = saveSocketSuite({ saveSocket: { takeoverGraceMs: GRACE_MS, takeoverSlackMs: SLACK_MS } });
const { client } = suite;

async function holderAndReader() {
  const team = await fileWithTeam(suite.context);
  const holder = await client(team.editorToken);
  const reader = await client(team.chiefToken);
  expect(dataOf(await ask(holder, "join-file", team.address)).mode).toBe("edit");
  expect(dataOf(await ask(reader, "join-file", team.address)).mode).toBe("read");
  return { ...team, holder, reader };
}

describe("takeover", () => {
  it("asks the holder, who saves, goes on typing and then hands the lock to the waiter", async () => {
    const { holder, reader, address, chief, editor } = await holderAndReader();
    const asked = next(holder, "takeover-requested");

    expect(await ask(reader, "request-takeover", address)).toEqual({
      ok: false,
      errorCode: "error.writing-file.waiting",
      message: "请等待正在编辑该文件的用户保存",
    });
    expect(await asked).toEqual({
      fileOid: address.fileOid,
      requester: { userOid: chief.oid, fullName: "王主编" },
      graceMs: GRACE_MS,
    });

    // A save no longer moves the lock: what the holder types until it hands over is kept.
    const granted = next(reader, "lock-granted");
    expect(dataOf(await ask(holder, "save-content", saveRequest(address, 1, "交接前")))).toEqual({
      version: 2,
      duplicate: false,
    });
    expect(dataOf(await ask(holder, "save-content", saveRequest(address, 2, "交接前的最后一版")))).toEqual({
      version: 3,
      duplicate: false,
    });

    const lost = next(holder, "lock-lost");
    expect(await ask(holder, "hand-over", address)).toEqual({ ok: true, data: { passed: true } });
    expect(await lost).toEqual({
      fileOid: address.fileOid,
      errorCode: "error.writing-file-waiting.evict",
      holder: { userOid: chief.oid, fullName: "王主编" },
    });
    expect(await granted).toEqual({ fileOid: address.fileOid, version: 3 });

    const late = await ask(holder, "save-content", saveRequest(address, 3, "交接后"));
    expect(late).toMatchObject({ ok: false, errorCode: "error.editing-file.failed" });
    expect(dataOf(await ask(reader, "save-content", saveRequest(address, 3, "接手后")))).toEqual({
      version: 4,
      duplicate: false,
    });
    // The former holder now reads, with the new holder named.
    expect(dataOf(await ask(holder, "join-file", address))).toMatchObject({
      mode: "read",
      holder: { userOid: chief.oid },
    });
    expect(editor.oid).not.toBe(chief.oid);
  });

  it("a hand-over with nobody waiting keeps the lock; only the holder may hand over", async () => {
    const { holder, reader, address } = await holderAndReader();
    expect(await ask(holder, "hand-over", address)).toEqual({ ok: true, data: { passed: false } });
    expect(await ask(reader, "hand-over", address)).toMatchObject({
      ok: false,
      errorCode: "error.editing-file.failed",
    });
    expect(dataOf(await ask(holder, "save-content", saveRequest(address, 1, "仍在编辑")))).toEqual({
      version: 2,
      duplicate: false,
    });
  });

  it("passes the lock itself a little after the grace when the holder stays silent", async () => {
    const { holder, reader, address } = await holderAndReader();
    const lost = next(holder, "lock-lost");
    const granted = next(reader, "lock-granted");
    const asked = performance.now();
    await ask(reader, "request-takeover", address);
    expect(await granted).toEqual({ fileOid: address.fileOid, version: 1 });
    expect(performance.now() - asked).toBeGreaterThanOrEqual(GRACE_MS + SLACK_MS - 50);
    expect((await lost).errorCode).toBe("error.writing-file-waiting.evict");
  });

  it("tells the holder when the waiter leaves before the lock moved", async () => {
    const { holder, reader, address } = await holderAndReader();
    await ask(reader, "request-takeover", address);
    const withdrawn = next(holder, "takeover-withdrawn");
    await ask(reader, "leave-file", address);
    expect(await withdrawn).toEqual({ fileOid: address.fileOid });
    expect(await ask(holder, "hand-over", address)).toEqual({ ok: true, data: { passed: false } });
  });

  it("refuses a second waiter while one waits", async () => {
    const { reader, address, memberToken } = await holderAndReader();
    const third = await client(memberToken);
    await ask(third, "join-file", address);
    await ask(reader, "request-takeover", address);
    expect(await ask(third, "request-takeover", address)).toMatchObject({
      ok: false,
      errorCode: "error.editing-file.failed",
    });
  });

  it("grants a free lock at once", async () => {
    const { holder, reader, address } = await holderAndReader();
    await ask(holder, "leave-file", address);
    const granted = next(reader, "lock-granted");
    expect(await ask(reader, "request-takeover", address)).toEqual({ ok: true, data: null });
    expect(await granted).toEqual({ fileOid: address.fileOid, version: 1 });
  });
});

describe("the lock's life", () => {
  it("passes to the waiter when the holder leaves or disconnects", async () => {
    const { holder, reader, address } = await holderAndReader();
    await ask(reader, "request-takeover", address);
    const granted = next(reader, "lock-granted");
    holder.close();
    expect(await granted).toEqual({ fileOid: address.fileOid, version: 1 });
  });

  it("frees the lock when the holder leaves: its readers hear it at once, the next one to join edits", async () => {
    const { holder, reader, address, memberToken } = await holderAndReader();
    const released = next(reader, "lock-released");
    expect(await ask(holder, "leave-file", address)).toEqual({ ok: true, data: null });
    expect(await released).toEqual({ fileOid: address.fileOid });
    const third = await client(memberToken);
    expect(dataOf(await ask(third, "join-file", address)).mode).toBe("edit");
  });

  it("expires when not renewed: the next one takes it and the old holder is told", async () => {
    const { holder, address, memberToken, member } = await holderAndReader();
    suite.context.clock.advance(30);
    expect(await ask(holder, "renew-lock", address)).toEqual({ ok: true, data: null });
    suite.context.clock.advance(59);
    const third = await client(memberToken);
    expect(dataOf(await ask(third, "join-file", address)).mode).toBe("read");

    suite.context.clock.advance(2);
    const lost = next(holder, "lock-lost");
    expect(dataOf(await ask(third, "join-file", address)).mode).toBe("edit");
    expect(await lost).toEqual({
      fileOid: address.fileOid,
      errorCode: "error.editing-file.failed",
      holder: { userOid: member.oid, fullName: "张成员" },
    });
    expect(await ask(holder, "renew-lock", address)).toMatchObject({
      ok: false,
      errorCode: "error.editing-file.failed",
    });
    expect(await ask(holder, "save-content", saveRequest(address, 1, "过期后"))).toMatchObject({
      ok: false,
      errorCode: "error.editing-file.failed",
    });
  });

  it("belongs to the tab: the same tab reconnecting takes it back, another tab of the session reads", async () => {
    const { editorToken, address } = await fileWithTeam(suite.context);
    const tab = await client(editorToken, { clientId: "tab-one" });
    expect(dataOf(await ask(tab, "join-file", address)).mode).toBe("edit");
    const otherTab = await client(editorToken, { clientId: "tab-two" });
    expect(dataOf(await ask(otherTab, "join-file", address)).mode).toBe("read");
    // A second connection of the same tab (a reload, or a reconnect before the old one is noticed).
    const reloaded = await client(editorToken, { clientId: "tab-one" });
    expect(dataOf(await ask(reloaded, "join-file", address)).mode).toBe("edit");
    tab.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dataOf(await ask(reloaded, "save-content", saveRequest(address, 1, "重新连接后")))).toEqual({
      version: 2,
      duplicate: false,
    });
  });
});
