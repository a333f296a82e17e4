// Save socket tests: a listening test app, typed socket.io clients, and a content file with a team.
import {
  type Ack,
  type ClientToServerEvents,
  type FileAddress,
  SAVE_NAMESPACE,
  SAVE_SOCKET_PATH,
  type ServerToClientEvents,
} from "@textbook/shared";
import { io, type Socket } from "socket.io-client";
import type { TestContext } from "../../test/app.ts";
import { bookWithTeam } from "../../test/book-workspace.ts";
import { buildChapter, buildFile, buildSection, buildUser, sessionFor } from "../../test/factories.ts";

export type SaveClient = Socket<ServerToClientEvents, ClientToServerEvents>;

export async function listen(context: TestContext): Promise<string> {
  return context.app.listen({ port: 0, host: "127.0.0.1" });
}

export interface ClientOptions {
  clientId?: string;
  /** Polling first, then the upgrade (the browser's way); tests default to WebSocket only. */
  polling?: boolean;
  reconnection?: boolean;
  /** Headers a browser would send (polling only: Node's WebSocket sends its own). */
  headers?: Record<string, string>;
  /** The engine request's bearer token (the browser's channel sends the handshake's); null for none. */
  bearer?: string | null;
}

export function connectClient(baseUrl: string, token: string, options: ClientOptions = {}): SaveClient {
  return io(`${baseUrl}${SAVE_NAMESPACE}`, {
    path: SAVE_SOCKET_PATH,
    auth: { token, ...(options.clientId ? { clientId: options.clientId } : {}) },
    transports: options.polling ? ["polling", "websocket"] : ["websocket"],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    forceNew: true,
    extraHeaders: {
      ...(options.bearer !== null ? { authorization: `Bearer ${options.bearer ?? token}` } : {}),
      ...options.headers,
    },
  });
}

/** A connected client; rejects with the server's refusal code. */
export function openClient(baseUrl: string, token: string, options: ClientOptions = {}): Promise<SaveClient> {
  const client = connectClient(baseUrl, token, options);
  return new Promise((resolve, reject) => {
    client.once("connect", () => resolve(client));
    client.once("connect_error", (error) => {
      client.close();
      reject(error);
    });
  });
}

type AckOf<E extends keyof ClientToServerEvents> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

/** Emits with acknowledgement (and a timeout, as the browser does). */
export function ask<E extends keyof ClientToServerEvents>(
  client: SaveClient,
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
  timeoutMs = 10_000,
): Promise<AckOf<E>> {
  const timed = client.timeout(timeoutMs) as unknown as {
    emitWithAck(event: E, payload: unknown): Promise<AckOf<E>>;
  };
  return timed.emitWithAck(event, payload);
}

/** The next time the client hears an event. */
export function next<E extends keyof ServerToClientEvents>(
  client: SaveClient,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => {
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => resolve(payload)) as never;
    client.once(event, listener);
  });
}

export function dataOf<T>(answer: Ack<T>): T {
  if (!answer.ok) throw new Error(`refused: ${answer.errorCode}`);
  return answer.data;
}

export function paragraphs(...texts: string[]): { type: string; content: Record<string, unknown>[] } {
  return {
    type: "doc",
    content: texts.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
  };
}

let saveIds = 0;
export function saveId(): string {
  saveIds++;
  return `save-${process.pid}-${saveIds}-${Date.now()}`;
}

/** A content file in a book with a team, and a viewer who may read the book but not edit it. */
export async function fileWithTeam(context: TestContext, options: { committed?: boolean } = {}) {
  const team = await bookWithTeam(context);
  const chapter = await buildChapter(context.db, { book: team.book, committed: options.committed ?? false });
  const section = await buildSection(context.db, { chapter });
  const file = await buildFile(context.db, { section, text: "原文" });
  const viewer = await buildUser(context.db, {
    fullName: "赵发布",
    memberships: [{ org: team.org, roles: ["ORG_PUBLISH_ADMIN"] }],
  });
  const address: FileAddress = {
    bookOid: team.book.oid,
    chapterOid: chapter.oid,
    sectionOid: section.oid,
    fileOid: file.oid,
  };
  return {
    ...team,
    chapter,
    section,
    file,
    address,
    viewer,
    viewerToken: await sessionFor(context.db, viewer, context.clock, team.org.oid),
    /** `/api/books/{b}/chapters/{c}/sections/{s}/files/{f}` */
    fileUrl: `${team.url}/chapters/${chapter.oid}/sections/${section.oid}/files/${file.oid}`,
  };
}
