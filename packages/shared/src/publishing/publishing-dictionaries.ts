// Publishing (issue 16 §3): the states of applications, editions and releases as data.

/** An application follows its approval process and ends as the process ends. */
export const PUBLISH_APPLICATION_STATES = ["IN_PROGRESS", "APPROVED", "REJECTED", "REVOKED"] as const;
export type PublishApplicationState = (typeof PUBLISH_APPLICATION_STATES)[number];

/** BUILDING while the task writes it; READY once manifest.json is written; FAILED leaves no objects. */
export const EDITION_STATES = ["BUILDING", "READY", "FAILED"] as const;
export type EditionState = (typeof EDITION_STATES)[number];

/** ROLLBACK: the released edition is older than the one it replaced. */
export const RELEASE_KINDS = ["RELEASE", "ROLLBACK"] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];

/** GET /books/{id}/publish/{type}-history: the three histories (apply-history, build-history, release-history). */
export const PUBLISH_HISTORY_TYPES = ["apply", "build", "release"] as const;
export type PublishHistoryType = (typeof PUBLISH_HISTORY_TYPES)[number];

/** A file's change since the released edition. */
export const FILE_CHANGE_KINDS = ["ADDED", "REMOVED", "CHANGED"] as const;
export type FileChangeKind = (typeof FILE_CHANGE_KINDS)[number];

/** A run of paragraphs in a file's diff. */
export const DIFF_OPS = ["SAME", "ADDED", "REMOVED"] as const;
export type DiffOp = (typeof DIFF_OPS)[number];

export const PUBLISH_LIMITS = {
  noteMax: 500,
  /** Unchanged paragraphs shown around a change; longer unchanged runs are folded. */
  diffContext: 1,
  /** A file's diff stops after this many paragraphs of either side (a rewritten book stays readable). */
  diffMaxParagraphs: 2000,
} as const;
