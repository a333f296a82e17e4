// The reader's feedback calls (POST and GET /reader/error-corrections) through readerFetch: plain
// fetch, no zod and no app client, so the reader's bundle stays light.
import type { FeedbackState, FeedbackType } from "@textbook/shared";
import { readerFetch } from "../reader-session.ts";

export interface ReportBody {
  bookOid: string;
  editionOid: string;
  fileOid: string;
  blockOid: string;
  startOffset?: number;
  endOffset?: number;
  quote: string;
  type: FeedbackType;
  description: string;
  screenshot?: string;
}

export interface MyReport {
  oid: string;
  bookName: string;
  quote: string;
  type: FeedbackType;
  description: string;
  state: FeedbackState;
  reply: string | null;
  createdAt: string;
}

/** The server's message for a refusal (its catalogue's Chinese), or null when none came. */
export class FeedbackError extends Error {}

async function envelope<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as {
    errorCode?: string;
    errorMessage?: string;
    errors?: Record<string, string>;
    data?: T;
  } | null;
  if (!response.ok || !body || body.errorCode !== "0") {
    const field = body?.errors ? Object.values(body.errors)[0] : undefined;
    throw new FeedbackError(field ?? body?.errorMessage ?? "");
  }
  return body.data as T;
}

export async function sendReport(body: ReportBody): Promise<void> {
  await envelope(
    await readerFetch("/reader/error-corrections", { method: "POST", body: JSON.stringify(body) }),
  );
}

export async function myReports(bookOid: string): Promise<MyReport[]> {
  const query = new URLSearchParams({ bookOid, pageSize: "50" });
  const page = await envelope<{ items: MyReport[] }>(await readerFetch(`/reader/error-corrections?${query}`));
  return page.items;
}

/** The file's bytes as base64 (without the data: prefix). */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
