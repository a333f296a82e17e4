// Every task type this server runs, one handler each (jobs/tasks/).
import type { TaskHandler } from "./task-handler.ts";
import { copyContentHandler } from "./tasks/copy-content.ts";
import { customStyleResetHandler, customStyleUpdateHandler } from "./tasks/custom-styles.ts";
import { exportBookHandler } from "./tasks/export-book.ts";
import { noteTitleUpdateHandler } from "./tasks/note-title-update.ts";
import { referenceUpdateHandler } from "./tasks/reference-update.ts";

export const TASK_HANDLERS: readonly TaskHandler[] = [
  exportBookHandler,
  copyContentHandler,
  customStyleUpdateHandler,
  customStyleResetHandler,
  noteTitleUpdateHandler,
  referenceUpdateHandler,
];
