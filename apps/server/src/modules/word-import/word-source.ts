// The uploaded Word file of a parse or an import: its attachment read from storage, and LibreOffice
// for a .doc when it is installed (documents/libreoffice.ts).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  formatMessage,
  WORD_IMPORT_LIMITS,
  WORD_IMPORT_TEXTS,
  type WordLevels,
  type WordProposal,
} from "@textbook/shared";
import type { Deps } from "../../deps.ts";
import { findAttachment } from "../attachments/access.ts";
import type { AttachmentRow } from "../attachments/presenter.ts";
import { readObject } from "../attachments/read-object.ts";
import { convertToDocx, locateLibreOffice } from "../documents/libreoffice.ts";
import type { DocConverter } from "./open-word-file.ts";
import { readWord, type WordReading } from "./read-word.ts";

const PROBLEMS = WORD_IMPORT_TEXTS.problems;

export type SourceDeps = Pick<Deps, "db" | "storage" | "config" | "heavyWork">;

async function docConverter(deps: SourceDeps): Promise<DocConverter> {
  const soffice = await locateLibreOffice(deps.config.libreofficePath);
  if (!soffice) return null;
  return async (doc) => {
    const folder = await mkdtemp(join(tmpdir(), "textbook-word-"));
    try {
      const input = join(folder, "document.doc");
      await writeFile(input, doc);
      return await convertToDocx(soffice, input, {
        queue: deps.heavyWork.office,
        memoryMb: deps.config.libreofficeMemoryMb,
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
}

/** Why the attachment cannot be a Word file at all, or null (judged when the parse is submitted, and when it runs). */
export function sourceProblem(file: AttachmentRow | null): string | null {
  if (!file) return PROBLEMS.fileGone;
  if (file.state !== "READY") return PROBLEMS.notUploaded;
  if (!(WORD_IMPORT_LIMITS.extensions as readonly string[]).includes(file.extName)) return PROBLEMS.notWord;
  if (Math.max(file.size, file.declaredSize) > WORD_IMPORT_LIMITS.maxBytes) {
    return formatMessage(PROBLEMS.tooLarge, { mb: WORD_IMPORT_LIMITS.maxBytes / (1024 * 1024) });
  }
  return null;
}

export async function readWordSource(
  deps: SourceDeps,
  attachmentOid: string,
  levels: WordLevels,
): Promise<WordReading | { problem: string; chapters?: never }> {
  const file = await findAttachment(deps.db, attachmentOid);
  const problem = sourceProblem(file);
  if (problem !== null || !file) return { problem: problem ?? PROBLEMS.fileGone };
  const bytes = await readObject(deps.storage, file.objectKey);
  return readWord(bytes, file.extName, await docConverter(deps), levels);
}

/** The read step's message: the document's size. */
export function readSummary({ words, images, tables }: WordProposal): string {
  return formatMessage(WORD_IMPORT_TEXTS.task.readDone, { words, images, tables });
}
