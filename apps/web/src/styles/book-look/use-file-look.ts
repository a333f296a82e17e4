// The look a content file shows in: its book's items, with the file's own page background (null
// while it follows the book's) in place of the book's page background.
import { useQuery } from "@tanstack/react-query";
import type { FilePath, StoredStyleItem } from "@textbook/shared";
import { useMemo } from "react";
import { fetchBackgroundStyle, styleKeys } from "../../api/styles.ts";
import { fileBackgroundItems } from "./file-background.ts";
import { withChanges } from "./live-style-message.ts";
import { useBookStyle } from "./use-book-style.ts";

export function useFileLook(path: FilePath): readonly StoredStyleItem[] {
  const book = useBookStyle(path.bookOid);
  const background = useQuery({
    queryKey: styleKeys.fileBackground(path.fileOid),
    queryFn: ({ signal }) => fetchBackgroundStyle(path, signal, { bypassError: true }),
  });
  return useMemo(
    () => withChanges(book.items, fileBackgroundItems(background.data)),
    [book.items, background.data],
  );
}
