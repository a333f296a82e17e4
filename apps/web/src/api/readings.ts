// Reading calls (shell §7 Files > Readings): an extended reading's title, label and resources.
import type { FilePath, Reading, ReadingBody } from "@textbook/shared";
import { request } from "./client.ts";
import { filePath } from "./file-path.ts";

/** The caller shows failures (the reading panel says why it could not save). */
export function createReading(path: FilePath, body: ReadingBody): Promise<Reading> {
  return request<Reading>(`${filePath(path)}/readings`, {
    method: "POST",
    body,
    timeout: "content",
    bypassError: true,
  });
}

/** The caller handles failures: a reading of another file (a pasted block) answers 404 and is created anew. */
export function updateReading(path: FilePath, readingOid: string, body: ReadingBody): Promise<Reading> {
  return request<Reading>(`${filePath(path)}/readings/${readingOid}`, {
    method: "PUT",
    body,
    timeout: "content",
    bypassError: true,
  });
}
