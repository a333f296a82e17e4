// Every call contract, one object per resource (packages/shared/src/api/<resource>.ts). The server
// checks that it registers exactly these, and docs/api-contract.md lists them.

import { activityCalls } from "./activities.ts";
import { adCalls } from "./ads.ts";
import { attachmentCalls } from "./attachments.ts";
import { auditLogCalls } from "./audit-logs.ts";
import { backgroundStyleCalls } from "./background-styles.ts";
import { bookTaskStateCalls } from "./book-task-states.ts";
import { bookCalls } from "./books.ts";
import { chapterCalls } from "./chapters.ts";
import { classCalls, schoolCalls } from "./classes.ts";
import { commonCalls } from "./commons.ts";
import { contentCalls } from "./content.ts";
import type { Call } from "./contract.ts";
import { customColorCalls } from "./custom-colors.ts";
import { customLibraryCalls } from "./custom-libraries.ts";
import { customStyleCalls } from "./custom-styles.ts";
import { customerServiceCalls } from "./customer-service.ts";
import { devCalls } from "./dev.ts";
import { documentCalls } from "./documents.ts";
import { errorCorrectionCalls } from "./error-corrections.ts";
import { eulaCalls } from "./eulas.ts";
import { fileCalls } from "./files.ts";
import { mindMapCalls } from "./mind-maps.ts";
import { noticeCalls } from "./notices.ts";
import { notificationCalls } from "./notifications.ts";
import { orgCalls } from "./orgs.ts";
import { passportCalls } from "./passports.ts";
import { processDefinitionCalls } from "./process-definitions.ts";
import { applicationCalls, processInstanceCalls } from "./process-instances.ts";
import { publishingCalls } from "./publishing.ts";
// Push (issue 18 §2).
import { pushCalls } from "./push.ts";
import { readerAccountCalls } from "./reader-accounts.ts";
import { readerShelfCalls } from "./reader-shelf.ts";
import { bookApplicationCalls, bookStatCalls, readingEventCalls } from "./reading-stats.ts";
import { readingCalls } from "./readings.ts";
import { bookSubjectResourceCalls, resLibCalls, usedAttachmentCalls } from "./res-libs.ts";
import { sectionCalls } from "./sections.ts";
import { readerCalls, shareLinkCalls } from "./share-links.ts";
import { styleEditingCalls } from "./style-editing.ts";
import { styleLibraryCalls } from "./style-libraries.ts";
import { systemCalls, todoCalls } from "./system.ts";
import { taskCalls } from "./tasks.ts";
import { themeCalls } from "./theme.ts";
import { userAdminCalls } from "./user-admin.ts";
import { userImportCalls } from "./user-import.ts";
import { userCalls } from "./users.ts";
import { virtualSimulationCalls } from "./virtual-simulations.ts";
import { wordImportCalls } from "./word-imports.ts";

export const CALLS_BY_RESOURCE: readonly Readonly<Record<string, Call>>[] = [
  bookCalls,
  chapterCalls,
  sectionCalls,
  fileCalls,
  contentCalls,
  attachmentCalls,
  documentCalls,
  activityCalls,
  mindMapCalls,
  readingCalls,
  virtualSimulationCalls,
  customStyleCalls,
  styleEditingCalls,
  bookTaskStateCalls,
  styleLibraryCalls,
  customColorCalls,
  customLibraryCalls,
  themeCalls,
  backgroundStyleCalls,
  passportCalls,
  userCalls,
  userAdminCalls,
  userImportCalls,
  orgCalls,
  auditLogCalls,
  systemCalls,
  commonCalls,
  todoCalls,
  notificationCalls,
  processInstanceCalls,
  applicationCalls,
  processDefinitionCalls,
  eulaCalls,
  noticeCalls,
  adCalls,
  customerServiceCalls,
  devCalls,
  taskCalls,
  shareLinkCalls,
  readerCalls,
  publishingCalls,
  resLibCalls,
  bookSubjectResourceCalls,
  usedAttachmentCalls,
  wordImportCalls,
  pushCalls,
  readingEventCalls,
  bookStatCalls,
  bookApplicationCalls,
  readerAccountCalls,
  readerShelfCalls,
  schoolCalls,
  classCalls,
  errorCorrectionCalls,
];
