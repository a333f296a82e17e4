// NOTE_TITLE_UPDATE (shell §7 note-title style): every caption of the book takes the book's new
// setting (CHAPTER or SECTION numbering, image and table tags) and is numbered again through the
// book; cross references follow the new labels.
import { type CaptionPlace, createBookNumbering, NOTE_TITLE_STYLES, restyleCaptions } from "@textbook/schema";
import { NOTE_TITLE_IMAGE_TAGS, NOTE_TITLE_TABLE_TAGS } from "@textbook/shared";
import { z } from "zod";
import type { TaskHandler } from "../../jobs/task-handler.ts";
import { rewriteBookCaptions } from "./rewrite-book-captions.ts";

const noteTitleParams = z.object({
  bookOid: z.string(),
  setting: z.object({
    noteTitleStyle: z.enum(NOTE_TITLE_STYLES),
    noteTitleImageTag: z.enum(NOTE_TITLE_IMAGE_TAGS),
    noteTitleTableTag: z.enum(NOTE_TITLE_TABLE_TAGS),
  }),
});
export type NoteTitleParams = z.infer<typeof noteTitleParams>;

export const noteTitleUpdateHandler: TaskHandler<NoteTitleParams> = {
  type: "NOTE_TITLE_UPDATE",
  params: noteTitleParams,
  async perform(run, { bookOid, setting }) {
    const numbering = createBookNumbering(setting);
    // Where each file's numbering starts, found in the first pass, so the second numbers it alike.
    const places = new Map<string, CaptionPlace>();
    await rewriteBookCaptions(run, bookOid, {
      captionsOf(doc, file) {
        const numbered = numbering.number(doc, file.chapterIndex, file.sectionIndex);
        places.set(file.oid, numbered.place);
        return numbered.doc;
      },
      rewrite(doc, file) {
        const place = places.get(file.oid) ?? {
          chapterIndex: file.chapterIndex,
          sectionIndex: file.sectionIndex,
        };
        return restyleCaptions(doc, place, setting);
      },
    });
    return { bookOid };
  },
};
