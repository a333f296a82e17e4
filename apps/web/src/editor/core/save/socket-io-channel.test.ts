// The channel against a real socket.io server (the server's own tests cover what it answers).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SAVE_NAMESPACE, SAVE_SOCKET_PATH, STORAGE_KEYS } from "@textbook/shared";
import { Server } from "socket.io";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { SaveChannel } from "./save-channel.ts";
import { openSocketIoChannel } from "./socket-io-channel.ts";

let server: Server;
let origin: string;
let channel: SaveChannel | null = null;
let handshakes: unknown[];
let bearers: (string | undefined)[];

beforeEach(async () => {
  const storage = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  handshakes = [];
  bearers = [];
  const http = createServer();
  server = new Server(http, {
    path: SAVE_SOCKET_PATH,
    // As the real server: the engine's first request must carry a live session.
    allowRequest: (request, callback) => {
      bearers.push(request.headers.authorization);
      const refused = request.headers.authorization === "Bearer logged-out";
      callback(refused ? "error.token.invalid" : null, !refused);
    },
  });
  const namespace = server.of(SAVE_NAMESPACE);
  namespace.use((socket, next) => {
    handshakes.push(socket.handshake.auth);
    const { token } = socket.handshake.auth as { token: string };
    if (token === "expired") {
      return next(
        Object.assign(new Error("error.token.invalid"), { data: { errorCode: "error.token.invalid" } }),
      );
    }
    next();
  });
  namespace.on("connection", (socket) => {
    socket.on("join-file", (_address, ack) => ack({ ok: true, data: "joined" }));
    // "leave-file" is never answered: the emit times out.
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  channel?.close();
  channel = null;
  await server.close();
  vi.unstubAllGlobals();
});

function connected(opened: SaveChannel): Promise<void> {
  return new Promise((resolve) => {
    if (opened.connected) resolve();
    else opened.on("connect", () => resolve());
  });
}

test("the handshake carries the token and this tab's id, kept for the tab's next connection", async () => {
  channel = openSocketIoChannel("t1", { origin });
  await connected(channel);
  channel.close();
  channel = openSocketIoChannel("t1", { origin });
  await connected(channel);
  const [first, second] = handshakes as { token: string; clientId: string }[];
  expect(first?.token).toBe("t1");
  expect(first?.clientId).toMatch(/^[0-9a-f]{32}$/);
  expect(second?.clientId).toBe(first?.clientId);
  expect(sessionStorage.getItem(STORAGE_KEYS.editorTab)).toBe(first?.clientId);
});

test("a request answers with the acknowledgement, or error.client.timeout when none comes", async () => {
  channel = openSocketIoChannel("t1", { origin, ackTimeoutMs: 200 });
  await connected(channel);
  const address = { bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" };
  expect(await channel.request("join-file", address)).toEqual({ ok: true, data: "joined" });
  expect(await channel.request("leave-file", address)).toMatchObject({
    ok: false,
    errorCode: "error.client.timeout",
  });
});

test("a refused handshake hands on the server's editing code", async () => {
  channel = openSocketIoChannel("expired", { origin });
  const code = await new Promise((resolve) => channel?.on("connect_error", resolve));
  expect(code).toBe("error.token.invalid");
});

test("the engine's first request carries the token as a bearer header", async () => {
  channel = openSocketIoChannel("t1", { origin, network: null });
  await connected(channel);
  expect(bearers[0]).toBe("Bearer t1");
});

test("an engine request refused for the session hands on the server's code", async () => {
  channel = openSocketIoChannel("logged-out", { origin, network: null });
  const code = await new Promise((resolve) => channel?.on("connect_error", resolve));
  expect(code).toBe("error.token.invalid");
  // No retries with a token the server refused (socket.io would dial again within a second).
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(bearers).toEqual(["Bearer logged-out"]);
});

function next(opened: SaveChannel, event: "connect" | "disconnect"): Promise<void> {
  return new Promise((resolve) => {
    const off = opened.on(event, () => {
      off();
      resolve();
    });
  });
}

test("the browser going offline cuts the connection at once; online again, it reconnects", async () => {
  const network = new EventTarget();
  channel = openSocketIoChannel("t1", { origin, network });
  await connected(channel);
  const cut = next(channel, "disconnect");
  network.dispatchEvent(new Event("offline"));
  await cut;
  expect(channel.connected).toBe(false);
  const back = next(channel, "connect");
  network.dispatchEvent(new Event("online"));
  await back;
  expect(channel.connected).toBe(true);
});

test("a request never acknowledged counts as a cut: the connection is dropped and made again", async () => {
  channel = openSocketIoChannel("t1", { origin, ackTimeoutMs: 200, network: null });
  await connected(channel);
  const cut = next(channel, "disconnect");
  const back = cut.then(() => next(channel as SaveChannel, "connect"));
  const address = { bookOid: "b", chapterOid: "c", sectionOid: "s", fileOid: "f" };
  expect(await channel.request("leave-file", address)).toMatchObject({ errorCode: "error.client.timeout" });
  await cut;
  await back;
  expect(handshakes).toHaveLength(2);
});
