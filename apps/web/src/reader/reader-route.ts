// The reader's page addresses (shell §2 /preview): a share link's
// /preview/external/{token}/{fileOid?}, a member's /preview/internal/edition/{editionOid}/{fileOid?},
// and a reader's pushed book /reader/books/{bookOid}/{fileOid?} (issue 18, its released edition).

export type ReaderRoute =
  | { access: "SHARE"; token: string; fileOid: string | null }
  | { access: "MEMBER"; editionOid: string; fileOid: string | null }
  | { access: "READER"; bookOid: string; fileOid: string | null };

const EXTERNAL = /^\/preview\/external\/([^/]+)(?:\/([^/]+))?\/?$/;
const INTERNAL = /^\/preview\/internal\/edition\/([^/]+)(?:\/([^/]+))?\/?$/;
const PUSHED = /^\/reader\/books\/([^/]+)(?:\/([^/]+))?\/?$/;

export function parseReaderRoute(pathname: string): ReaderRoute | null {
  const external = EXTERNAL.exec(pathname);
  if (external?.[1]) {
    return { access: "SHARE", token: decodeURIComponent(external[1]), fileOid: segment(external[2]) };
  }
  const internal = INTERNAL.exec(pathname);
  if (internal?.[1]) {
    return { access: "MEMBER", editionOid: decodeURIComponent(internal[1]), fileOid: segment(internal[2]) };
  }
  const pushed = PUSHED.exec(pathname);
  if (pushed?.[1]) {
    return { access: "READER", bookOid: decodeURIComponent(pushed[1]), fileOid: segment(pushed[2]) };
  }
  return null;
}

function segment(value: string | undefined): string | null {
  return value ? decodeURIComponent(value) : null;
}

/** The page of one file under the same link or edition. */
export function readerFilePath(route: ReaderRoute, fileOid: string): string {
  const root =
    route.access === "SHARE"
      ? `/preview/external/${encodeURIComponent(route.token)}`
      : route.access === "MEMBER"
        ? `/preview/internal/edition/${encodeURIComponent(route.editionOid)}`
        : `/reader/books/${encodeURIComponent(route.bookOid)}`;
  return `${root}/${encodeURIComponent(fileOid)}`;
}
