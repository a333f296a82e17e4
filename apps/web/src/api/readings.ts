// Reading calls (shell §7 Files > Readings): an extended reading's title, label and resources.
import { type FilePath, type Reading, type ReadingBody, readingCalls } from "@textbook/shared";
import { call } from "./call.ts";

/** The caller shows failures (the reading panel says why it could not save). */
export function createReading(path: FilePath, body: ReadingBody): Promise<Reading> {
  return call(readingCalls.create, { params: path, body, bypassError: true });
}

/** The caller handles failures: a reading of another file (a pasted block) answers 404 and is created anew. */
export function updateReading(path: FilePath, readingOid: string, body: ReadingBody): Promise<Reading> {
  return call(readingCalls.update, { params: { ...path, readingOid }, body, bypassError: true });
}
