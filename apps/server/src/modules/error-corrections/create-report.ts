// POST /api/reader/error-corrections: a reader's report, kept exactly where it was made. The book
// must be readable by this reader (a standing push and a released edition), the report names the
// edition the reader opens (an older one is refused: the page is stale), and the place must exist in
// that edition's stored content.
import type { createErrorCorrectionBodySchema, ReaderErrorCorrection } from "@textbook/shared";
import type { z } from "zod";
import { errorCorrections } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { readableEdition } from "../readers/reader-access.ts";
import { editionPlace } from "./edition-place.ts";
import { editionChanged, notReadable } from "./errors.ts";
import { presentForReader } from "./present.ts";
import { storeScreenshot } from "./screenshot.ts";

type Body = z.output<typeof createErrorCorrectionBodySchema>;

export async function createReport(
  deps: Pick<Deps, "db" | "storage">,
  readerOid: string,
  body: Body,
): Promise<ReaderErrorCorrection> {
  const readable = await readableEdition(deps.db, readerOid, body.bookOid);
  if (!readable) throw notReadable();
  if (readable.editionOid !== body.editionOid) throw editionChanged();
  const place = await editionPlace(deps.storage, body.editionOid, body);
  const screenshotKey = body.screenshot ? await storeScreenshot(deps, body.screenshot) : null;
  const [row] = await deps.db
    .insert(errorCorrections)
    .values({
      bookOid: body.bookOid,
      editionOid: body.editionOid,
      chapterOid: place.chapterOid,
      sectionOid: place.sectionOid,
      fileOid: body.fileOid,
      blockOid: body.blockOid,
      startOffset: body.startOffset ?? null,
      endOffset: body.endOffset ?? null,
      quote: body.quote,
      type: body.type,
      description: body.description,
      screenshotKey,
      reporterOid: readerOid,
    })
    .returning();
  if (!row) throw new Error("error correction insert failed");
  const [report] = await presentForReader(deps.db, [row]);
  if (!report) throw new Error("error correction without its book");
  return report;
}
