// A stored inline document drawn read-only (formulas in KaTeX, blanks numbered), for the preview.
import type { InlineDocument } from "@textbook/shared";
import { useEffect, useRef } from "react";
import { renderInlineDocument } from "../../../editor/blocks/interaction/topics/inline-document.ts";

export function InlineDocumentView({
  document,
  className,
}: {
  document: InlineDocument | null;
  className?: string;
}) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (target.current) renderInlineDocument(target.current, document);
  }, [document]);
  return <div ref={target} className={className} />;
}
