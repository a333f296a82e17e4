// Committing makes chapters read-only (shell §4); reverting opens them again.
import type { ChapterNode } from "@textbook/shared";
import { inArray } from "drizzle-orm";
import { chapters } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { changeBook } from "../books/change-book.ts";
import { CHAPTER_LIST, requireChildren } from "../books/positions.ts";
import { readTree } from "./read-tree.ts";

export interface SetCommittedProps {
  bookOid: string;
  oids: string[];
  committed: boolean;
}

export function setChaptersCommitted(
  deps: Pick<Deps, "db" | "clock">,
  auth: AuthContext,
  props: SetCommittedProps,
): Promise<{ items: ChapterNode[]; total: number }> {
  return changeBook(deps, auth, props.bookOid, "commit", async ({ tx, now }) => {
    const oids = await requireChildren(tx, CHAPTER_LIST, props.bookOid, props.oids);
    await tx
      .update(chapters)
      .set({ committed: props.committed, updatedAt: now })
      .where(inArray(chapters.oid, oids));
    return list(await readTree(tx, { bookOid: props.bookOid }));
  });
}
