// The style API tests start from a content file in a book with a team (chief editor: may change
// styles; editor: paragraph styles only; member: neither; a publishing admin who only reads), an
// image and a video uploaded to the book, and a second organisation's book.
import { fileWithTeam } from "../../../realtime/test/socket-clients.ts";
import type { TestContext } from "../../../test/app.ts";
import { bookWithTeam } from "../../../test/book-workspace.ts";
import { buildAttachment } from "../../../test/factories.ts";

export async function styledBook(context: TestContext) {
  const team = await fileWithTeam(context);
  const image = await buildAttachment(context.db, { uploader: team.chief, book: team.book });
  const video = await buildAttachment(context.db, { uploader: team.chief, book: team.book, type: "VIDEO" });
  const other = await bookWithTeam(context);
  const otherImage = await buildAttachment(context.db, { uploader: other.chief, book: other.book });
  return { ...team, image, video, other, otherImage };
}
