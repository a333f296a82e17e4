import type { FileNode, SectionPath } from "@textbook/shared";
import { contentFiles } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { changeBook } from "../books/change-book.ts";
import { FILE_LIST, nextPosition } from "../books/positions.ts";
import { requireOpen } from "../chapters/locate-chapter.ts";
import { locateSection } from "../sections/locate-section.ts";
import { emptyDocument } from "./empty-document.ts";
import { FILE_NODE_COLUMNS, presentFile } from "./presenter.ts";

export interface CreateFileProps {
  name: string;
}

/** A new content file with an empty document at the end of the section. */
export function createFile(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  path: SectionPath,
  props: CreateFileProps,
): Promise<FileNode> {
  return changeBook(deps, auth, path.bookOid, "editStructure", async ({ tx, now }) => {
    requireOpen((await locateSection(tx, path)).chapter);
    const position = await nextPosition(tx, FILE_LIST, path.sectionOid);
    const [row] = await tx
      .insert(contentFiles)
      .values({
        sectionOid: path.sectionOid,
        name: props.name,
        type: "CONTENT",
        position,
        content: emptyDocument(),
        createdAt: now,
        updatedAt: now,
      })
      .returning(FILE_NODE_COLUMNS);
    if (!row) throw errors.internal();
    return presentFile(row);
  });
}
