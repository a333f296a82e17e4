// The book's look for React components outside the stylesheet (the editor's style panel shows the
// book's values a block follows): a reader of the book look store that draws again on its changes.
import type { StyleRead } from "@textbook/shared";
import { useEffect, useState } from "react";
import { bookLook } from "./book-look-store.ts";

const read: StyleRead = (itemKey) => bookLook.value(itemKey);

export function useBookLook(): StyleRead {
  const [, redraw] = useState(0);
  useEffect(() => bookLook.subscribe(() => redraw((count) => count + 1)), []);
  return read;
}
