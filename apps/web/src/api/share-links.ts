// Share links of a book (issue 16 §4): people without an account read an edition through a link
// until it expires or is revoked. The token is answered once, at creation.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreatedShareLink,
  type CreateShareLinkBody,
  type ShareLink,
  shareLinkCalls,
} from "@textbook/shared";
import { bookKeys } from "./book-detail.ts";
import { call } from "./call.ts";

export const shareLinkKeys = {
  list: (bookOid: string) => [...bookKeys.all(bookOid), "share-links"] as const,
};

export function fetchShareLinks(
  bookOid: string,
  signal?: AbortSignal,
): Promise<{ items: ShareLink[]; total: number }> {
  return call(shareLinkCalls.list, { params: { id: bookOid }, signal });
}

export function useShareLinks(bookOid: string, enabled = true) {
  return useQuery({
    queryKey: shareLinkKeys.list(bookOid),
    queryFn: ({ signal }) => fetchShareLinks(bookOid, signal),
    enabled,
  });
}

export function useCreateShareLink(bookOid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareLinkBody): Promise<CreatedShareLink> =>
      call(shareLinkCalls.create, { params: { id: bookOid }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinkKeys.list(bookOid) }),
  });
}

export function useRevokeShareLink(bookOid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkOid: string): Promise<ShareLink> =>
      call(shareLinkCalls.revoke, { params: { id: linkOid } }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinkKeys.list(bookOid) }),
  });
}

/** The page a created link opens, with this site's origin (the server answers the path only). */
export function shareLinkUrl(link: Pick<CreatedShareLink, "path">): string {
  return new URL(link.path, window.location.origin).href;
}
