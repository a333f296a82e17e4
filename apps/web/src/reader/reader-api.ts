// What the reader asks the server: its entry (which book and edition, and the `base` the edition's
// objects lie under) and then the edition's own objects. Plain fetch by the contract's paths, not the
// app's HTTP client and zod entries: those bring the schema library, which would more than double the
// reader's first page. A member's token is read from the app's storage without loading the app.
import {
  callPath,
  EDITION_FORMAT,
  EDITION_PATHS,
  type EditionManifest,
  type EditionSearchEntry,
  READER_ENTRY_PATHS,
  READER_SHELF_PATHS,
  type ReaderEntry,
  STORAGE_KEYS,
} from "@textbook/shared";
import type { ReaderRoute } from "./reader-route.ts";
import { readerToken } from "./reader-session.ts";

/** Why the reader shows no book: each has its own page (reader-states.ts). */
export type ReaderFailure =
  | "expired"
  | "revoked"
  | "notReleased"
  | "login"
  | "forbidden"
  | "missing"
  | "failed";

export class ReaderError extends Error {
  readonly failure: ReaderFailure;
  constructor(failure: ReaderFailure) {
    super(failure);
    this.failure = failure;
  }
}

const FAILURE_BY_CODE: Record<string, ReaderFailure> = {
  "err.shareLink.expired": "expired",
  "err.shareLink.invalid": "revoked",
  "err.reader.notReleased": "notReleased",
  "err.login.required": "login",
  "err.privilege.required": "forbidden",
  "err.privilege.changed": "login",
  "err.resource.notFound": "missing",
  // The share token's own check: a page address no link ever had.
  "err.validate.failed": "revoked",
};

function failureOf(errorCode: string): ReaderFailure {
  return FAILURE_BY_CODE[errorCode] ?? "failed";
}

export async function openReader(route: ReaderRoute): Promise<ReaderEntry> {
  if (route.access === "SHARE") {
    const path = callPath(READER_ENTRY_PATHS.openShared, { token: route.token });
    return envelopeData<ReaderEntry>(await fetchOk(`/api${path}`));
  }
  if (route.access === "READER") {
    // The reader's own session (reader-session.ts), never the editor's token.
    const token = readerToken();
    if (!token) throw new ReaderError("login");
    const path = callPath(READER_SHELF_PATHS.openBook, { bookOid: route.bookOid });
    return envelopeData<ReaderEntry>(await fetchOk(`/api${path}`, { authorization: `Bearer ${token}` }));
  }
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (!token) throw new ReaderError("login");
  const path = callPath(READER_ENTRY_PATHS.openEdition, { id: route.editionOid });
  return envelopeData<ReaderEntry>(await fetchOk(`/api${path}`, { authorization: `Bearer ${token}` }));
}

async function envelopeData<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: T } | null;
  if (!body?.data) throw new ReaderError("failed");
  return body.data;
}

/** The edition's objects, fetched under the entry's base (they carry their own key in the path). */
export interface EditionSource {
  readonly base: string;
  url(relativePath: string): string;
  manifest(): Promise<EditionManifest>;
  text(relativePath: string): Promise<string>;
  search(path: string): Promise<EditionSearchEntry[]>;
  json(relativePath: string): Promise<unknown>;
}

/**
 * The manifest as the build wrote it. Checked by its format only, not parsed with zod: the schema
 * library would double the reader's first page; an edition is the server's own immutable output.
 */
function asManifest(value: unknown): EditionManifest {
  const format = (value as Partial<EditionManifest> | null)?.format;
  if (format?.name !== EDITION_FORMAT.name || format.version !== EDITION_FORMAT.version) {
    throw new ReaderError("failed");
  }
  return value as EditionManifest;
}

/** The answer when it succeeded; else the failure its error envelope names. */
async function fetchOk(url: string, headers: Record<string, string> = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new ReaderError("failed");
  }
  if (response.ok) return response;
  // An entry refused, or a link revoked or expired while the page is open: the envelope's code.
  const body: unknown = await response.json().catch(() => null);
  const code = typeof body === "object" && body && "errorCode" in body ? String(body.errorCode) : "";
  throw new ReaderError(code ? failureOf(code) : "failed");
}

export function editionSource(base: string): EditionSource {
  const url = (relativePath: string) => `${base}${relativePath}`;
  const json = async (relativePath: string): Promise<unknown> => (await fetchOk(url(relativePath))).json();
  return {
    base,
    url,
    manifest: async () => asManifest(await json(EDITION_PATHS.manifest)),
    text: async (relativePath) => (await fetchOk(url(relativePath))).text(),
    search: async (path) => (await json(path)) as EditionSearchEntry[],
    json,
  };
}
