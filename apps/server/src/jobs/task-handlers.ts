// Every task type this server runs, one handler each, kept beside its domain under modules/.

import { noteTitleUpdateHandler } from "../modules/captions/note-title-update.ts";
import { referenceUpdateHandler } from "../modules/captions/reference-update.ts";
import { copyContentHandler } from "../modules/copies/copy-content.ts";
import { exportBookHandler } from "../modules/exports/export-book.ts";
import { buildEditionHandler } from "../modules/publishing/editions/build-edition.ts";
import { releaseEditionHandler } from "../modules/publishing/editions/release-edition.ts";
// Push (issue 18 §2).
import { pushBookHandler } from "../modules/push/push-book.ts";
import { exportStatsHandler } from "../modules/reading-stats/export-stats.ts";
import { statsCalcHandler } from "../modules/reading-stats/rebuild-aggregates.ts";
import {
  customStyleResetHandler,
  customStyleUpdateHandler,
} from "../modules/styles/custom-styles/custom-style-tasks.ts";
import { exportUsedAttachmentsHandler } from "../modules/used-attachments/export-used-attachments.ts";
import { exportOrgMembersHandler } from "../modules/users/org-user-sheets/export-org-members.ts";
import { importOrgMembersHandler } from "../modules/users/org-user-sheets/import-org-members.ts";
import { importWordHandler } from "../modules/word-import/import-word.ts";
import { parseWordHandler } from "../modules/word-import/parse-word.ts";
import type { TaskHandler } from "./task-handler.ts";
import { taskOfKinds } from "./task-kinds.ts";

export const TASK_HANDLERS: readonly TaskHandler[] = [
  taskOfKinds(
    "EXPORT",
    // The used attachments' params name a book too: they are tried before the book export's.
    [exportOrgMembersHandler, exportUsedAttachmentsHandler, exportStatsHandler, exportBookHandler],
    exportBookHandler.discard,
  ),
  importOrgMembersHandler,
  copyContentHandler,
  customStyleUpdateHandler,
  customStyleResetHandler,
  noteTitleUpdateHandler,
  referenceUpdateHandler,
  buildEditionHandler,
  releaseEditionHandler,
  taskOfKinds("WORD_IMPORT", [parseWordHandler, importWordHandler], undefined),
  pushBookHandler,
  statsCalcHandler,
];
