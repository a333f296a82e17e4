// The reader's own login (a READER session, issue 18 §1), apart from the editor's: its token lives
// under its own storage key, so a teacher may be signed in to the editor and, as a reader, to the
// reader in the same browser, and the editor's token is never sent to the reader's calls.
// Plain fetch, no app HTTP client: the reader's bundle stays light (bench/web-bundle.ts).

export const READER_STORAGE_KEYS = {
  token: "_reader_token",
  /** The signed-in reader (ReaderUser JSON), for the page header without a call. */
  user: "_reader_user",
} as const;

export interface StoredReader {
  oid: string;
  fullName: string;
  phoneNumber: string;
  readerOnly: boolean;
}

export function readerToken(): string | null {
  return localStorage.getItem(READER_STORAGE_KEYS.token);
}

export function storedReader(): StoredReader | null {
  const raw = localStorage.getItem(READER_STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredReader;
  } catch {
    return null;
  }
}

export function saveReaderSession(result: { token: string; user: StoredReader }): void {
  localStorage.setItem(READER_STORAGE_KEYS.token, result.token);
  localStorage.setItem(READER_STORAGE_KEYS.user, JSON.stringify(result.user));
}

export function clearReaderSession(): void {
  localStorage.removeItem(READER_STORAGE_KEYS.token);
  localStorage.removeItem(READER_STORAGE_KEYS.user);
}

/**
 * fetch of a call under /api (`path` as the contract writes it, e.g. "/reader/shelf") with the
 * reader's token. A 401 forgets the token: the session ended, the next page asks for a login.
 */
export async function readerFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readerToken();
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (init.body !== undefined && !headers.has("content-type"))
    headers.set("content-type", "application/json");
  const response = await fetch(`/api${path}`, { ...init, headers });
  if (response.status === 401) clearReaderSession();
  return response;
}
