// Where the product shows an activity for a reader to answer: the web app's route, which the server
// answers as GET .../activities/{a}/preview-url and the page reads back. A module of its own, so the
// route table (loaded with the login page) takes the path without the activity schemas.
import type { FilePath } from "./book-workspace.ts";

export const ACTIVITY_PREVIEW_ROUTE = "/f/activity-preview";

export function activityPreviewPath(path: FilePath & { activityOid: string }): string {
  const parts = [path.bookOid, path.chapterOid, path.sectionOid, path.fileOid, path.activityOid];
  return `${ACTIVITY_PREVIEW_ROUTE}/${parts.map(encodeURIComponent).join("/")}`;
}
