// Every content file of the source (the book's current content or an edition) rendered for an
// export, in book order, one chapter per task step and one file's content in memory at a time: its
// attachments collected (pictures and files the edition build would copy), their addresses pointed
// at the export's copies, and the file rendered as the format draws it. An attachment that cannot be
// read keeps its old address (the export is a snapshot for the author, not an edition, so a broken
// picture does not stop it).
import type { CaptionPlace, RenderOptions } from "@textbook/schema";
import { type EditionActivity, formatMessage, TASK_MESSAGES } from "@textbook/shared";
import { TaskFailure, type TaskRun } from "../../jobs/task-handler.ts";
import { filesWithPlaces, renderFileArticle } from "../book-render/render-file-body.ts";
import { attachmentRefs, withAssetLinks } from "../publishing/editions/attachment-links.ts";
import type { ExportAssets } from "./export-assets.ts";
import type { ExportSource } from "./export-source.ts";
import type { ExportChapter, ExportFile } from "./export-tree.ts";

export interface RenderedFile {
  file: ExportFile & { place: CaptionPlace };
  chapter: ExportChapter;
  /** The chapter's position in the book, from 0. */
  chapterIndex: number;
  /** The file's <article>, its attachment addresses the export's. */
  article: string;
  /** The stored content with the export's addresses. */
  content: unknown;
}

export interface RenderBookOptions {
  assets: ExportAssets;
  /** Where a page finds an asset, from the asset's path in the export (ZIP pages lie deeper). */
  linkTo: (file: ExportFile, assetPath: string) => string;
  /** How the format draws the file's nodes, knowing the file's activities. */
  nodeHtml: (activities: EditionActivity[]) => NonNullable<RenderOptions["nodeHtml"]>;
  /** The share of the task's progress rendering takes (the rest is packaging or printing). */
  progressShare: number;
}

export function countFiles(tree: ExportChapter[]): number {
  return tree.reduce((sum, chapter) => sum + filesWithPlaces(chapter, 0).length, 0);
}

export async function renderBookFiles(
  run: TaskRun,
  source: ExportSource,
  options: RenderBookOptions,
  visit: (rendered: RenderedFile) => Promise<void> | void,
): Promise<number> {
  const { tree } = source;
  const total = countFiles(tree);
  let written = 0;
  for (const [chapterIndex, chapter] of tree.entries()) {
    await run.step(chapter.name, async () => {
      let files = 0;
      for (const file of filesWithPlaces(chapter, chapterIndex + 1)) {
        const row = await source.readFile(file);
        // A file deleted since the tree was read is left out.
        if (!row) continue;
        const { activities } = row;
        const refs = attachmentRefs(row.content);
        for (const activity of activities) attachmentRefs(activity, refs);
        const paths = new Map<string, string>();
        for (const oid of refs) {
          const path = await options.assets.tryEnsure(oid);
          if (path && options.assets.carries(path)) paths.set(oid, options.linkTo(file, path));
        }
        const linked = (value: unknown) =>
          withAssetLinks(value, (oid) => paths.get(oid) ?? `/api/files/${oid}/original`);
        const content = linked(row.content);
        const article = renderFileArticle(
          content,
          file.place,
          () => new TaskFailure(formatMessage(TASK_MESSAGES.invalidContent, { name: file.name })),
          options.nodeHtml(activities.map((activity) => linked(activity) as EditionActivity)),
        );
        await visit({ file, chapter, chapterIndex, article, content });
        files += 1;
      }
      written += files;
      return formatMessage(TASK_MESSAGES.exportedFiles, { n: files });
    });
    await run.progress(
      total > 0
        ? (written / total) * options.progressShare
        : ((chapterIndex + 1) / tree.length) * options.progressShare,
    );
  }
  return written;
}
