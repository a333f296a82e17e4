// The book's saved look (its custom style items), for BookStyleRoot around the editor and the
// preview. The settings screen refreshes it under the same key after a save.
import { useQuery } from "@tanstack/react-query";
import type { StyleItem } from "@textbook/shared";
import { fetchCustomStyles, styleKeys } from "../../api/styles.ts";

const NO_ITEMS: readonly StyleItem[] = [];

/** The book's items (none while loading or when the call failed: the defaults show). */
export function useBookStyle(bookOid: string) {
  const query = useQuery({
    queryKey: styleKeys.look(bookOid),
    // Without it the page shows the default look; the failure is no reason to interrupt the author.
    queryFn: ({ signal }) => fetchCustomStyles(bookOid, signal, { bypassError: true }),
    enabled: bookOid !== "",
    // Back from the style settings in another tab, the editor shows the look just saved.
    refetchOnWindowFocus: true,
  });
  return { items: query.data?.items ?? NO_ITEMS, isLoading: query.isLoading };
}
