// 发布管理 is open while the book page's address says so (?publishing, or ?publishing=apply|share to
// open with that dialog), so the book list's entries link straight to it and Back closes it.
import type { PublishingDialog } from "./publishing-drawer.tsx";

const PARAM = "publishing";
const DIALOGS: readonly PublishingDialog[] = ["apply", "share"];

export function publishingOf(search: URLSearchParams): { open: boolean; dialog: PublishingDialog | null } {
  const value = search.get(PARAM);
  if (value === null) return { open: false, dialog: null };
  return { open: true, dialog: DIALOGS.find((dialog) => dialog === value) ?? null };
}

export function openPublishing(search: URLSearchParams, dialog: PublishingDialog | null): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(PARAM, dialog ?? "");
  return next;
}

export function closePublishing(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(PARAM);
  return next;
}

/** The book page's address with 发布管理 open, for links from other pages. */
export function publishingPath(bookOid: string, dialog: PublishingDialog | null = null): string {
  return `/f/books/detail/${bookOid}?${openPublishing(new URLSearchParams(), dialog)}`;
}
