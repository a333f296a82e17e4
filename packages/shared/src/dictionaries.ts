// Dictionaries of shell §3. Each list is the single source for its union type.

export const SYS_ROLES = [
  "SYS_ADMIN",
  "DELIVERY_ADMIN",
  "MOSO_SERVE_EDITOR",
  "MOSO_TECH_ADMIN",
  "MOSO_TECH_EDITOR",
  "MOSO_CONTENT_DESIGNER",
  "BOOK_CONTENT_SUPERVISOR",
] as const;
export type SysRole = (typeof SYS_ROLES)[number];

export const ORG_ROLES = [
  "ORG_ADMIN",
  "ORG_MEMBER",
  "ORG_CONTENT_ADMIN",
  "ORG_ASSET_ADMIN",
  "ORG_PUBLISH_ADMIN",
  "ORG_DELIVERY_ADMIN",
] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const ORG_TYPES = ["SCHOOL", "PARTNER", "MOSOINK", "PERSONAL"] as const;
export type OrgType = (typeof ORG_TYPES)[number];

export const USER_STATES = ["ACTIVE", "INACTIVE"] as const;
export type UserState = (typeof USER_STATES)[number];

/** An INACTIVE organisation keeps its data; its members can no longer enter it. */
export const ORG_STATES = ["ACTIVE", "INACTIVE"] as const;
export type OrgState = (typeof ORG_STATES)[number];

export const BOOK_STATES = ["RELEASED", "UN_RELEASED", "LOCKED", "INACTIVE"] as const;
export type BookState = (typeof BOOK_STATES)[number];

export const BOOK_ROLES = ["BOOK_CHIEF_EDITOR", "BOOK_EDITOR", "BOOK_MEMBER"] as const;
export type BookRole = (typeof BOOK_ROLES)[number];

/** Shell §3: what a publish application is for. */
export const PUBLISH_PLAN_TYPES = ["SCHOOL", "WILL_PUBLISH"] as const;
export type PublishPlanType = (typeof PUBLISH_PLAN_TYPES)[number];

/**
 * Shell §3: a book's publish state, moved by its publish application's workflow (issue 16 §3):
 * applied → DECLARED, first node approved → RECEIVED, later nodes waiting → PROOFREADING, all
 * approved → PUBLISHED; rejected or revoked → UNDECLARED.
 */
export const PUBLISH_STATES = ["UNDECLARED", "DECLARED", "RECEIVED", "PROOFREADING", "PUBLISHED"] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/**
 * V1: a book written in the first editor (its files open upgraded); V2: a book of this editor; KG: a
 * knowledge-graph textbook, whose chapters follow a knowledge graph (the column holds 8 characters).
 */
export const TEXTBOOK_TYPES = ["V1", "V2", "KG"] as const;
export type TextbookType = (typeof TEXTBOOK_TYPES)[number];

export const TASK_STATES = ["WAITING", "IN_PROGRESS", "DONE", "FAILED", "CANCELLED"] as const;
export type TaskState = (typeof TASK_STATES)[number];
/** States a task never leaves. */
export const FINISHED_TASK_STATES: readonly TaskState[] = ["DONE", "FAILED", "CANCELLED"];

export const TASK_RESULTS = ["SUCCESS", "FAILED"] as const;
export type TaskResult = (typeof TASK_RESULTS)[number];

/** Task types of shell §3. */
export const TASK_TYPES = [
  "EXPORT",
  "IMPORT",
  "PUSH",
  "BUILD",
  "RELEASE",
  "MIGRATE",
  "COPY",
  "NOTE_TITLE_UPDATE",
  "REFERENCE_UPDATE",
  "PROOFREAD",
  "WORD_IMPORT",
  "CUSTOM_STYLE_UPDATE",
  "CUSTOM_STYLE_RESET",
  "AI_IMITATE",
  "AI_GRAPH_GENERATE",
  "AI_GRAPH_EXPORT",
  "STATS_CALC",
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  EXPORT: "导出",
  IMPORT: "导入",
  PUSH: "推送",
  BUILD: "构建",
  RELEASE: "发布",
  MIGRATE: "迁移",
  COPY: "复制",
  NOTE_TITLE_UPDATE: "题注更新",
  REFERENCE_UPDATE: "引用更新",
  PROOFREAD: "智能校对",
  WORD_IMPORT: "Word 导入",
  CUSTOM_STYLE_UPDATE: "高级样式更新",
  CUSTOM_STYLE_RESET: "高级样式重置",
  AI_IMITATE: "AI 仿写",
  AI_GRAPH_GENERATE: "AI 图谱生成",
  AI_GRAPH_EXPORT: "AI 图谱导出",
  STATS_CALC: "重新统计",
};

export const TASK_STATE_LABELS: Record<TaskState, string> = {
  WAITING: "等待中",
  IN_PROGRESS: "进行中",
  DONE: "已完成",
  FAILED: "失败",
  CANCELLED: "已取消",
};

export const ATTACHMENT_TYPES = ["IMAGE", "AUDIO", "VIDEO", "3D", "DOCUMENT"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** What the server stores: the uploadable types, plus archives it produces itself (book exports). */
export const STORED_ATTACHMENT_TYPES = [...ATTACHMENT_TYPES, "ARCHIVE"] as const;
export type StoredAttachmentType = (typeof STORED_ATTACHMENT_TYPES)[number];

export const ATTACHMENT_TYPE_LABELS: Record<StoredAttachmentType, string> = {
  IMAGE: "图片",
  AUDIO: "音频",
  VIDEO: "视频",
  "3D": "3D 模型",
  DOCUMENT: "文档",
  ARCHIVE: "压缩包",
};

export const ATTACHMENT_CATEGORIES = ["BOOK_VIDEO", "BOOK_IMAGE", "BOOK_AUDIO"] as const;
export type AttachmentCategory = (typeof ATTACHMENT_CATEGORIES)[number];

export const DOCUMENT_TYPES = ["PDF", "PPT", "PPTX", "DOC", "DOCX", "XLS", "XLSX"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Shell §3: the question types of an interaction's topics. */
export const QUESTION_TYPES = [
  "SINGLE",
  "MULTIPLE",
  "FILL",
  "JUDGE",
  "SORT",
  "CONNECT",
  "SHORT_ANSWER",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const TEACHING_LEVELS = [5, 10, 20, 30, -1] as const;

/** Reader feedback (error corrections, shell §3). */
export const FEEDBACK_STATES = ["PENDING", "PROCESSED"] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];
export const FEEDBACK_STATE_LABELS: Record<FeedbackState, string> = {
  PENDING: "待处理",
  PROCESSED: "已处理",
};
export const FEEDBACK_TYPES = ["CONTENT", "WORD", "OTHER"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  CONTENT: "内容错误",
  WORD: "文字错误",
  OTHER: "其他",
};

/** Whom a push names (shell §7 push-to-ccs, -students, -accounts, -users). */
export const PUSH_TARGET_KINDS = ["CCS", "STUDENTS", "ACCOUNTS", "USERS"] as const;
export type PushTargetKind = (typeof PUSH_TARGET_KINDS)[number];
export const PUSH_TARGET_KIND_LABELS: Record<PushTargetKind, string> = {
  CCS: "班级",
  STUDENTS: "学生",
  ACCOUNTS: "阅读账号",
  USERS: "用户",
};

/** What the reader records of a reader's reading (issue 18 §3). */
export const READING_EVENT_KINDS = [
  "FILE_OPEN",
  "FILE_TIME",
  "MEDIA_PLAY",
  "QUIZ_ANSWER",
  "MODEL_OPEN",
  "DOCUMENT_OPEN",
  "LINK_FOLLOW",
] as const;
export type ReadingEventKind = (typeof READING_EVENT_KINDS)[number];

/** Roles that hold when the user is the book's corresponding oid (shell §6). */
export const BOOK_OID_ROLES = {
  MOSO_SERVE_EDITOR: "mosoEditorOid",
  MOSO_CONTENT_DESIGNER: "contentDesignerOid",
  MOSO_TECH_EDITOR: "techEditorOid",
} as const;

export const BOOK_STATE_LABELS: Record<BookState, string> = {
  RELEASED: "已发布",
  UN_RELEASED: "未发布",
  LOCKED: "已锁定",
  INACTIVE: "已停用",
};

export const BOOK_ROLE_LABELS: Record<BookRole, string> = {
  BOOK_CHIEF_EDITOR: "主编",
  BOOK_EDITOR: "编辑",
  BOOK_MEMBER: "成员",
};

export const ORG_ROLE_LABELS: Record<OrgRole, string> = {
  ORG_ADMIN: "机构管理员",
  ORG_MEMBER: "机构成员",
  ORG_CONTENT_ADMIN: "内容审核员",
  ORG_ASSET_ADMIN: "资产管理员",
  ORG_PUBLISH_ADMIN: "出版管理员",
  ORG_DELIVERY_ADMIN: "交付管理员",
};

/** Shell §3: where a file in a book came from, and whether it is marked as the book's original work. */
export const RESOURCE_SOURCES = ["LOCAL", "RES_LIB", "ZJY_PROJECT"] as const;
export type ResourceSource = (typeof RESOURCE_SOURCES)[number];

export const MARK_STATUSES = ["MARKED", "UNMARK"] as const;
export type MarkStatus = (typeof MARK_STATUSES)[number];

/** A subject resource library entry: ACTIVE ones can be found and inserted, INACTIVE ones only kept. */
export const RES_LIB_STATES = ["ACTIVE", "INACTIVE"] as const;
export type ResLibState = (typeof RES_LIB_STATES)[number];
