// The seven mirror pages (shell §2 /mirror-preview-…-page) and /zjy-preview: the draft preview of a
// book file showing one kind of its content (mirror-kinds.ts), read-only with the editor's views.
import { type DocumentJson, type FilePath, MIRROR_PREVIEW_TEXTS } from "@textbook/shared";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { BookPreview, OwnQueryClient } from "../preview/preview-page.tsx";
import { cardWithOid, emptyText, MIRROR_PAGES, mirrorPath, narrowDocument } from "./mirror-kinds.ts";
import { type MirrorKind, ZJY_PREVIEW_ROUTE } from "./mirror-routes.ts";

export function MirrorPreviewPage({ kind }: { kind: MirrorKind }) {
  const page = MIRROR_PAGES.find((entry) => entry.kind === kind) ?? MIRROR_PAGES[0];
  const holds = page?.holds ?? null;
  const transform = useCallback((content: DocumentJson) => narrowDocument(content, holds), [holds]);
  const pathFor = useCallback((file: FilePath) => mirrorPath(page?.route ?? "", file), [page]);
  if (!page) return null;
  return (
    <OwnQueryClient>
      <BookPreview title={page.title} pathFor={pathFor} transform={transform} empty={emptyText(page)} />
    </OwnQueryClient>
  );
}

/** /zjy-preview: one knowledge-graph card of a file (?oid=), or all of them when none is named. */
export function ZjyPreviewPage() {
  const [search] = useSearchParams();
  const oid = search.get("oid");
  const zjyKg = MIRROR_PAGES.find((entry) => entry.kind === "zjyKg")?.holds ?? null;
  const transform = useCallback(
    (content: DocumentJson) => narrowDocument(content, oid ? cardWithOid(oid) : zjyKg),
    [oid, zjyKg],
  );
  const pathFor = useCallback(
    (file: FilePath) =>
      `${mirrorPath(ZJY_PREVIEW_ROUTE, file)}${oid ? `?oid=${encodeURIComponent(oid)}` : ""}`,
    [oid],
  );
  return (
    <OwnQueryClient>
      <BookPreview
        title={MIRROR_PREVIEW_TEXTS.zjyPreview}
        pathFor={pathFor}
        transform={transform}
        empty={MIRROR_PREVIEW_TEXTS.cardMissing}
      />
    </OwnQueryClient>
  );
}
