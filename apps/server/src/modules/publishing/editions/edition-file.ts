// One content file into an edition: its content with attachment links turned into asset paths,
// rendered (files/<oid>.html) and as JSON (files/<oid>.json), every activity of the file with its
// topics and answers (activities/<oid>.json), and its plain text for the search index. One file's
// content is in memory at a time.
import type { CaptionPlace } from "@textbook/schema";
import { EDITION_PATHS, type EditionActivity, formatMessage, PUBLISHING_TEXTS } from "@textbook/shared";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { activities, activityTopics, contentFiles } from "../../../db/schema/index.ts";
import { TaskFailure } from "../../../jobs/task-handler.ts";
import { presentActivity, presentTopic } from "../../activities/presenter.ts";
import { renderFileArticle } from "../../book-render/render-file-body.ts";
import { documentParagraphs } from "../document-paragraphs.ts";
import { attachmentRefs, loneFileOids, withAssetLinks } from "./attachment-links.ts";
import type { EditionAssets } from "./edition-assets.ts";
import type { EditionWriter } from "./edition-writer.ts";

const HTML = "text/html; charset=utf-8";
const JSON_TYPE = "application/json";

export interface WrittenFile {
  version: number;
  /** The file's plain text, paragraphs joined by new lines. */
  text: string;
}

/** The file's activities with their topics, in a stable order (also the exports' questions). */
export async function activitiesOf(db: Db, fileOid: string): Promise<EditionActivity[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(eq(activities.fileOid, fileOid))
    .orderBy(asc(activities.oid));
  if (rows.length === 0) return [];
  const topics = await db
    .select()
    .from(activityTopics)
    .where(
      inArray(
        activityTopics.activityOid,
        rows.map((row) => row.oid),
      ),
    )
    .orderBy(asc(activityTopics.position));
  return rows.map((row) => {
    const own = topics.filter((topic) => topic.activityOid === row.oid);
    return { activity: presentActivity(row, own.length), topics: own.map(presentTopic) };
  });
}

/** Writes the file; null when it was deleted since the tree was read (it is left out). */
export async function writeEditionFile(
  { db, writer, assets }: { db: Db; writer: EditionWriter; assets: EditionAssets },
  file: { oid: string; name: string; place: CaptionPlace },
): Promise<WrittenFile | null> {
  const [row] = await db
    .select({ content: contentFiles.content, version: contentFiles.version })
    .from(contentFiles)
    .where(eq(contentFiles.oid, file.oid))
    .limit(1);
  if (!row) return null;
  const fileActivities = await activitiesOf(db, file.oid);
  const refs = attachmentRefs(row.content);
  for (const activity of fileActivities) attachmentRefs(activity, refs);
  const paths = await assets.ensure(refs, file.name);
  // Copied when they are attachments; the reader finds them through the manifest's assets.
  for (const oid of loneFileOids(row.content)) if (!refs.has(oid)) await assets.tryEnsure(oid);
  const assetPath = (oid: string) => paths.get(oid) ?? oid;
  const content = withAssetLinks(row.content, assetPath);
  const article = renderFileArticle(
    content,
    file.place,
    () => new TaskFailure(formatMessage(PUBLISHING_TEXTS.invalidContent, { file: file.name })),
  );
  await writer.put(EDITION_PATHS.fileHtml(file.oid), article, HTML);
  await writer.put(EDITION_PATHS.fileJson(file.oid), JSON.stringify(content), JSON_TYPE);
  for (const activity of fileActivities) {
    await writer.put(
      EDITION_PATHS.activity(activity.activity.oid),
      JSON.stringify(withAssetLinks(activity, assetPath)),
      JSON_TYPE,
    );
  }
  return { version: row.version, text: documentParagraphs(row.content).join("\n") };
}
