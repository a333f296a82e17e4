// 复制到其他文件 on a mind-map card: pick a file of the open book (not the open file, whose document
// this tab is writing, nor one in a committed chapter); the server makes a copy of the map there and
// adds its card at the end of that file's document (POST .../mind-maps/{id}/copy).
import { type ChapterNode, formatMessage, KNOWLEDGE_TEXTS } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { copyMindMap } from "../../../../api/mind-maps.ts";
import { toast } from "../../../../app/global/toast.ts";
import { editorFile } from "../../../core/media-links/media-links.ts";
import { bookTree } from "../../link/book-trees.ts";
import { field, fillSelect, type Option, openPanelFrame, selectInput } from "../../link/panel-parts.ts";
import type { MindMapCardData } from "./mind-map-card.ts";

const TEXTS = KNOWLEDGE_TEXTS.mindMap;

/** The files a copy may go to, named by chapter, section and file. */
export function copyTargets(tree: ChapterNode[], openFileOid: string): Option[] {
  return tree
    .filter((chapter) => !chapter.committed)
    .flatMap((chapter) =>
      chapter.sections.flatMap((section) =>
        section.files
          .filter((file) => file.oid !== openFileOid)
          .map((file) => ({ value: file.oid, label: `${chapter.name} / ${section.name} / ${file.name}` })),
      ),
    );
}

export function openCopyMindMapPanel(
  editor: Editor,
  anchor: HTMLElement,
  source: NonNullable<MindMapCardData["source"]>,
): void {
  const file = editorFile(editor);
  if (!file) return;
  const target = selectInput("targetFileOid", [{ value: "", label: TEXTS.copyLoading }]);
  target.disabled = true;
  let targets: Option[] = [];
  const frame = openPanelFrame({
    anchor,
    title: TEXTS.copyTitle,
    body: [field(TEXTS.copyPick, target)],
    onDone: async (panel) => {
      const chosen = targets.find((option) => option.value === target.value);
      if (!chosen) {
        panel.showProblem(targets.length === 0 ? TEXTS.copyNone : TEXTS.copyPick);
        return false;
      }
      // A refusal is shown by the app's error handling; the panel stays open for another choice.
      const copied = await copyMindMap(source.address, source.mindMapOid, chosen.value).catch(() => null);
      if (!copied) return false;
      toast.success(formatMessage(TEXTS.copied, { name: chosen.label }));
      return true;
    },
  });
  void bookTree(editor, file.bookOid, true).then((tree) => {
    if (!frame.panel.element.isConnected) return;
    targets = copyTargets(tree ?? [], file.fileOid);
    fillSelect(target, targets.length > 0 ? targets : [{ value: "", label: TEXTS.copyNone }]);
    target.disabled = targets.length === 0;
  });
}
