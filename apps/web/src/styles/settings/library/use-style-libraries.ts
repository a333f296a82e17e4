// The organisation's saved looks (shell §7 style libraries), read and changed through one book.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StyleItemInput, StyleLibrary } from "@textbook/shared";
import {
  createStyleLibrary,
  deleteStyleLibrary,
  fetchStyleLibraries,
  sortStyleLibraries,
  styleKeys,
  updateStyleLibrary,
} from "../../../api/styles.ts";

export function useStyleLibraries(bookOid: string, enabled: boolean) {
  const client = useQueryClient();
  const queryKey = styleKeys.libraries(bookOid);
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchStyleLibraries(bookOid, signal),
    enabled,
  });
  const refresh = () => client.invalidateQueries({ queryKey });
  const show = (items: StyleLibrary[]) => client.setQueryData(queryKey, { items });

  const create = useMutation({
    mutationFn: (body: { name: string; items: StyleItemInput[] }) => createStyleLibrary(bookOid, body),
    onSuccess: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ oid, name }: { oid: string; name: string }) => updateStyleLibrary(bookOid, oid, { name }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (oid: string) => deleteStyleLibrary(bookOid, oid),
    onSuccess: refresh,
  });
  const sort = useMutation({
    mutationFn: (oids: string[]) => sortStyleLibraries(bookOid, oids),
    // The new order shows at once; a refusal brings the server's back.
    onMutate: (oids) => {
      const byOid = new Map((list.data?.items ?? []).map((item) => [item.oid, item]));
      show(oids.flatMap((oid) => byOid.get(oid) ?? []));
    },
    onSuccess: (answer) => show(answer.items),
    onError: refresh,
  });
  return { list, create, rename, remove, sort };
}
