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

export const BOOK_STATES = ["RELEASED", "UN_RELEASED", "LOCKED", "INACTIVE"] as const;
export type BookState = (typeof BOOK_STATES)[number];

export const BOOK_ROLES = ["BOOK_CHIEF_EDITOR", "BOOK_EDITOR", "BOOK_MEMBER"] as const;
export type BookRole = (typeof BOOK_ROLES)[number];

export const TEXTBOOK_TYPES = ["V1", "V2"] as const;
export type TextbookType = (typeof TEXTBOOK_TYPES)[number];

export const TASK_STATES = ["WAITING", "IN_PROGRESS", "DONE", "FAILED", "CANCELLED"] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const TEACHING_LEVELS = [5, 10, 20, 30, -1] as const;

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

export const ORG_ROLE_LABELS: Record<OrgRole, string> = {
  ORG_ADMIN: "机构管理员",
  ORG_MEMBER: "机构成员",
  ORG_CONTENT_ADMIN: "内容审核员",
  ORG_ASSET_ADMIN: "资产管理员",
  ORG_PUBLISH_ADMIN: "出版管理员",
  ORG_DELIVERY_ADMIN: "交付管理员",
};
