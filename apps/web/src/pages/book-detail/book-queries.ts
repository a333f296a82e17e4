// Server state of the book pages: the query keys and the two queries every book page reads.
import { useQuery } from "@tanstack/react-query";
import { fetchBook } from "../../api/book-detail.ts";
import { fetchChapterTree } from "../../api/chapter-tree.ts";

export const bookKeys = {
  book: (bookOid: string) => ["book", bookOid, "detail"] as const,
  tree: (bookOid: string) => ["book", bookOid, "chapters"] as const,
  members: (bookOid: string) => ["book", bookOid, "members"] as const,
};

export function useBook(bookOid: string, enabled = true) {
  return useQuery({
    queryKey: bookKeys.book(bookOid),
    queryFn: ({ signal }) => fetchBook(bookOid, signal),
    enabled,
  });
}

export function useChapterTree(bookOid: string, enabled = true) {
  return useQuery({
    queryKey: bookKeys.tree(bookOid),
    queryFn: ({ signal }) => fetchChapterTree(bookOid, signal),
    enabled,
  });
}
