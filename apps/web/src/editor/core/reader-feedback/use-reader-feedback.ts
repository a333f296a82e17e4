// The editor page's reader feedback: the open reports of the file marked beside their text, and the
// report named by ?correction= located (by oid, then by quote), selected, scrolled to and
// highlighted — or a clear message when its place is gone.
import { type FilePath, positionalIndex, ERROR_CORRECTION_TEXTS as T } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import { useEffect, useMemo, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useErrorCorrection, useErrorCorrections } from "../../../api/error-corrections.ts";
import { snackbar, toast } from "../../../app/global/toast.ts";
import { drawFeedback, feedbackDecorations, type MarkedReport, removeFeedback } from "./feedback-marks.ts";
import { type Located, locateReport } from "./locate-report.ts";

export const CORRECTION_PARAM = "correction";

function reveal(editor: Editor, place: Located): void {
  if (place.by === "none") return;
  const { view } = editor;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, place.from, place.to)));
  const dom = view.domAtPos(place.from).node;
  const element = dom instanceof HTMLElement ? dom : dom.parentElement;
  element?.scrollIntoView?.({ block: "center", behavior: "smooth" });
}

export function useReaderFeedback(editor: Editor | null, path: FilePath | null, version: number): void {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const reportOid = search.get(CORRECTION_PARAM);
  const bookOid = path?.bookOid ?? "";
  const pending = useErrorCorrections(
    bookOid,
    { page: 1, pageSize: 100, state: "PENDING", fileOid: path?.fileOid },
    Boolean(path),
    true,
  );
  const target = useErrorCorrection(bookOid, reportOid);
  const revealed = useRef<string | null>(null);
  const reports = useMemo<MarkedReport[]>(
    () =>
      (pending.data?.items ?? []).map((item) => ({
        oid: item.oid,
        description: item.description,
        blockOid: item.blockOid,
        quote: item.quote,
        startOffset: null,
      })),
    [pending.data],
  );

  useEffect(() => {
    // The document is there once the file's version is known (0 while it loads).
    if (!editor || editor.isDestroyed || version === 0) return;
    const open = (oid: string) =>
      navigate(`/f/books/error-corrections/${bookOid}?open=${encodeURIComponent(oid)}`);
    const wanted = target.data && target.data.fileOid === path?.fileOid ? target.data : null;
    const place = wanted ? locateReport(editor.state.doc, wanted) : null;
    drawFeedback(editor, feedbackDecorations(editor.state.doc, reports, place, open));
    if (wanted && place && revealed.current !== wanted.oid) {
      revealed.current = wanted.oid;
      if (place.by === "none") toast.error(place.message);
      else {
        // A block named by its place (no oid) is always found by the quote: nothing changed to say.
        if (place.by === "quote" && positionalIndex(wanted.blockOid ?? "") === null)
          snackbar(T.locatedByQuote);
        reveal(editor, place);
      }
    }
  }, [editor, version, reports, target.data, path?.fileOid, bookOid, navigate]);

  useEffect(() => () => void (editor && removeFeedback(editor)), [editor]);
}
