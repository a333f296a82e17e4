// The book detail (GET /books/:id and the answer of every change to the book's own fields), with
// the caller's abilities from the policy so the page never repeats role logic.
import { type BookDetail, type BookNoteTitle, DEFAULT_BOOK_NOTE_TITLE } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookStyles, orgs } from "../../db/schema/index.ts";
import { errors } from "../../http/errors.ts";
import type { FileLinks } from "../../storage/links.ts";
import type { AuthorizedBook, BookRow } from "./authorize-book.ts";
import { coverUrlOf } from "./cover-url.ts";
import { abilitiesOf, type BookActor } from "./policy.ts";

interface OrgSummary {
  oid: string;
  name: string;
  type: BookDetail["belongsToOrg"]["type"];
}

export function presentBookDetail(
  book: BookRow,
  org: OrgSummary,
  actor: BookActor,
  coverUrl: string | null,
  noteTitle: BookNoteTitle,
): BookDetail {
  return {
    oid: book.oid,
    name: book.name,
    coverUrl,
    subject: book.subject,
    description: book.description,
    state: book.state,
    publishState: book.publishState,
    releasedEditionOid: book.releasedEditionOid,
    textbookType: book.textbookType,
    belongsToOrg: { oid: org.oid, name: org.name, type: org.type },
    useSubjectResourceEnabled: book.useSubjectResourceEnabled,
    editorUseSubjectResourceEnabled: book.editorUseSubjectResourceEnabled,
    mosoEditorOid: book.mosoEditorOid,
    contentDesignerOid: book.contentDesignerOid,
    techEditorOid: book.techEditorOid,
    completionRate: book.completionRate,
    myRoles: [...actor.bookRoles],
    abilities: abilitiesOf(actor, book),
    noteTitle,
    createdAt: book.createdAt.toISOString(),
    updatedAt: book.updatedAt.toISOString(),
  };
}

export async function bookDetailOf(
  db: Db,
  links: FileLinks,
  { book, actor }: AuthorizedBook,
  now: Date,
): Promise<BookDetail> {
  const [row] = await db
    .select({
      org: { oid: orgs.oid, name: orgs.name, type: orgs.type },
      noteTitle: {
        noteTitleStyle: bookStyles.noteTitleStyle,
        noteTitleImageTag: bookStyles.noteTitleImageTag,
        noteTitleTableTag: bookStyles.noteTitleTableTag,
      },
    })
    .from(orgs)
    .leftJoin(bookStyles, eq(bookStyles.bookOid, book.oid))
    .where(eq(orgs.oid, book.orgOid))
    .limit(1);
  if (!row) throw errors.notFound();
  return presentBookDetail(
    book,
    row.org,
    actor,
    coverUrlOf(links, book, now),
    row.noteTitle ?? DEFAULT_BOOK_NOTE_TITLE,
  );
}
