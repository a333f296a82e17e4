// Editors on the save socket, for the benchmarks that measure its acknowledgements (save.ts alone,
// reading-ingest.ts beside the reader's event load): a school admin's session, files of their own in
// a demo book, one socket per file holding its lock, and a loop of whole-document saves.
import { api, login } from "@textbook/e2e/api";
import {
  type Ack,
  type BookListItem,
  type ChapterNode,
  type ClientToServerEvents,
  type DocumentJson,
  type FileAddress,
  type FileNode,
  type Page,
  SAVE_NAMESPACE,
  SAVE_SOCKET_PATH,
  type SavedContent,
  type SectionNode,
  type ServerToClientEvents,
} from "@textbook/shared";
import { io, type Socket } from "socket.io-client";
import { percentile } from "./load.ts";

export const INTERVAL_MS = 2_000;
/** Paragraphs per document (about 20 KB of JSON): each save sends the whole document. */
const PARAGRAPHS = 150;

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Editor {
  address: FileAddress;
  client: Client;
  version: number;
  /** What each acknowledged save sent, by the version it was acknowledged with. */
  acked: { version: number; content: DocumentJson }[];
  refused: number;
  /** Saves sent so far (every one sends a different document). */
  saves: number;
}

export function documentOf(editor: number, save: number): DocumentJson {
  const content = Array.from({ length: PARAGRAPHS }, (_, index) => ({
    type: "paragraph",
    content: [
      {
        type: "text",
        text: `第 ${index + 1} 段：编辑 ${editor} 的第 ${index === save % PARAGRAPHS ? save : 0} 次修改，正文内容保持一定的长度以接近真实的章节。`,
      },
    ],
  }));
  return { type: "doc", content };
}

export function connect(url: string, token: string, clientId: string): Promise<Client> {
  const client: Client = io(`${url}${SAVE_NAMESPACE}`, {
    path: SAVE_SOCKET_PATH,
    auth: { token, clientId },
    extraHeaders: { authorization: `Bearer ${token}` },
    transports: ["websocket"],
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    client.once("connect", () => resolve(client));
    client.once("connect_error", reject);
  });
}

export async function emit<T>(
  client: Client,
  event: keyof ClientToServerEvents,
  payload: unknown,
): Promise<Ack<T>> {
  const timed = client.timeout(20_000) as unknown as {
    emitWithAck(event: string, payload: unknown): Promise<Ack<T>>;
  };
  return timed.emitWithAck(event, payload);
}

/** Every editor saves every 2 s (staggered), one save in flight at a time; answers the ack times. */
export async function drive(editors: Editor[], seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    editors.map(async (editor, index) => {
      await new Promise((wait) => setTimeout(wait, (index * INTERVAL_MS) / editors.length));
      while (Date.now() < until) {
        const next = Date.now() + INTERVAL_MS;
        const save = ++editor.saves;
        const content = documentOf(index, save);
        const started = performance.now();
        const answer = await emit<SavedContent>(editor.client, "save-content", {
          ...editor.address,
          baseVersion: editor.version,
          content,
          clientSaveId: `bench-${index}-${save}`,
        });
        latencies.push(performance.now() - started);
        if (answer.ok) {
          editor.version = answer.data.version;
          editor.acked.push({ version: answer.data.version, content });
        } else {
          editor.refused++;
        }
        await new Promise((wait) => setTimeout(wait, Math.max(0, next - Date.now())));
      }
    }),
  );
  return latencies;
}

export function summary(label: string, latencies: number[], baseline?: number[]) {
  const at = (values: number[], fraction: number) =>
    percentile(
      [...values].sort((a, b) => a - b),
      fraction,
    );
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((fraction) => at(latencies, fraction));
  const ratio = (fraction: number, value = 0) =>
    baseline ? ` ×${(value / Math.max(0.001, at(baseline, fraction))).toFixed(1)}` : "";
  const ms = (value: number | undefined) => `${(value ?? 0).toFixed(1)} ms`;
  console.log(
    `${label.padEnd(28)} ${String(latencies.length).padStart(6)} acks | p50 ${ms(p50)}${ratio(0.5, p50)} | p95 ${ms(p95)}${ratio(0.95, p95)} | p99 ${ms(p99)}${ratio(0.99, p99)}`,
  );
  return p99 ?? 0;
}

/** A chapter with one section of count files in a writable demo book of the admin. */
async function filesToEdit(url: string, token: string, count: number): Promise<FileAddress[]> {
  const books = await api<Page<BookListItem>>(url, "/books/contributed?page=1&pageSize=10", { token });
  const bookOid = books.items.find((book) => book.state === "UN_RELEASED" || book.state === "RELEASED")?.oid;
  if (!bookOid) throw new Error("the demo data has no writable book");
  const chapter = await api<ChapterNode>(url, `/books/${bookOid}/chapters`, {
    method: "POST",
    token,
    body: { name: "保存压测" },
  });
  const section = await api<SectionNode>(url, `/books/${bookOid}/chapters/${chapter.oid}/sections`, {
    method: "POST",
    token,
    body: { name: "并发编辑" },
  });
  const base = `/books/${bookOid}/chapters/${chapter.oid}/sections/${section.oid}/files`;
  const files: FileAddress[] = [];
  for (let index = 0; index < count; index++) {
    const file = await api<FileNode>(url, base, {
      method: "POST",
      token,
      body: { name: `文件 ${index + 1}`, type: "CONTENT" },
    });
    files.push({ bookOid, chapterOid: chapter.oid, sectionOid: section.oid, fileOid: file.oid });
  }
  return files;
}

/** 王主编 in 示范学校, and `count` editors each holding the lock of a new file of their own. */
export async function schoolEditors(
  url: string,
  count: number,
): Promise<{ token: string; editors: Editor[] }> {
  const { token, currentOrg } = await login(url, "13800000001");
  const orgs = await api<{ items: { oid: string; name: string }[] }>(url, "/orgs/my-list", { token });
  const school = orgs.items.find((org) => org.name === "示范学校");
  if (school && currentOrg?.oid !== school.oid) {
    await api(url, "/passports/switch-org", { method: "POST", token, body: { orgOid: school.oid } });
  }
  const addresses = await filesToEdit(url, token, count);
  const editors: Editor[] = await Promise.all(
    addresses.map(async (address, index) => {
      const client = await connect(url, token, `bench-tab-${index}`);
      const joined = await emit<{ version: number; mode: string }>(client, "join-file", address);
      if (!joined.ok || joined.data.mode !== "edit")
        throw new Error(`editor ${index} could not take its file`);
      return { address, client, version: joined.data.version, acked: [], refused: 0, saves: 0 };
    }),
  );
  return { token, editors };
}
