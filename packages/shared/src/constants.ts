// Business constants and limits of shell §9 and content §9.

export const PRODUCT_NAME = "云教材在线编辑器";

export const TIMEOUTS = {
  default: 10_000,
  content: 20_000,
  ai: 60_000,
  aiCompletion: 120_000,
  /** Completing an upload joins and checks up to 500M of parts. */
  upload: 120_000,
} as const;
export type TimeoutClass = keyof typeof TIMEOUTS;

export const POLLING = {
  versionCheckMs: 60_000,
  noticeMs: 60_000,
  todoCountMs: 5_000,
} as const;

export const SMS = {
  cooldownSeconds: 60,
  countdownTickMs: 100,
  codeLength: 4,
  /** How long a sent code stays valid. */
  codeTtlSeconds: 300,
  /** Wrong guesses allowed against one code before it is burnt. */
  maxAttempts: 5,
  /** Codes one address may request per hour. */
  perIpPerHour: 20,
  /** Codes one phone may receive per day; with 5 guesses each this bounds guessing a 4-digit code. */
  codesPerPhonePerDay: 10,
  /** Failed SMS logins per phone per day. */
  failuresPerPhonePerDay: 20,
  /** How long SMS login stays locked for a phone once a daily cap is reached. */
  lockHours: 12,
} as const;

export const LOGIN = {
  passwordFieldMaxLength: 30,
  /** Failed password logins per phone number within the window before a slide challenge is required. */
  failuresBeforeChallenge: 3,
  /** Login attempts per address per minute (rate limit, answered with 429). */
  attemptsPerMinute: 30,
  /** Failed password logins per phone within lockWindowMinutes that lock the account. */
  failuresBeforeLock: 5,
  lockWindowMinutes: 15,
  /** The first lock's length; each further lock without a success between doubles it, up to maxLockMinutes. */
  lockMinutes: 15,
  maxLockMinutes: 24 * 60,
} as const;

export const PAGINATION = {
  pageSizes: [10, 20, 50, 100] as const,
  defaultPage: 1,
  /** The last page a list may ask for: far beyond any real list, and an offset the database takes. */
  maxPage: 100_000,
  defaultPageSize: 10,
  /** The longest search keyword of a list; its search box stops typing there too. */
  keywordMaxLength: 100,
} as const;

export const UI = {
  toastMs: 3000,
  snackbarMs: 2000,
  dialogMaxWidth: 600,
  dialogCloseDelayMs: 300,
  orgSwitcherMaxHeight: 360,
  orgSwitcherWidth: 400,
  captchaSlideWidth: 320,
  deleteConfirmMaxLength: 100,
} as const;

/** Storage keys in the browser are prefixed _builder (shell §3). */
export const STORAGE_KEYS = {
  token: "_builder_token",
  user: "_builder_user",
  bookInfo: "_builder_book_info",
  smsSentAt: "_builder_sms_sent_at",
  version: "_builder_version",
  dismissedVersion: "_builder_dismissed_version",
  redirectPath: "_builder_redirect_path",
  /** The editor tab's id on the save socket (sessionStorage): a reloaded tab takes its lock back. */
  editorTab: "_builder_editor_tab",
  /** Whether the left drawer is folded, in the editor and on the other pages. */
  drawerCollapsed: "_builder_drawer_collapsed",
  /** 机构用户's last organisation for a SYS_ADMIN (sessionStorage, per user), kept across menu pages. */
  orgUsersOrg: "_builder_org_users_org",
} as const;

export const HEADERS = {
  requestId: "x-request-id",
  clientVersion: "x-client-version",
  captcha: "x-captcha",
  bypassError: "x-bypass-error",
} as const;

export const THEME_COLOURS = {
  primary: "#00838F",
  secondary: "#03a9f4",
  accent: "#3f51b5",
  error: "#f44336",
  warning: "#ff5722",
  info: "#00bcd4",
  success: "#4caf50",
} as const;

const MB = 1024 * 1024;

/**
 * Upload limits of content §9, per attachment type and accepted extension. Files are checked by
 * their content on the server; the extension list is what the file picker offers.
 */
export const UPLOAD_LIMITS = {
  IMAGE: { maxBytes: 20 * MB, extensions: ["jpg", "jpeg", "png", "gif", "webp", "svg"] },
  AUDIO: { maxBytes: 100 * MB, extensions: ["mp3"] },
  VIDEO: { maxBytes: 500 * MB, extensions: ["mp4"] },
  "3D": { maxBytes: 200 * MB, extensions: ["zip", "fbx", "obj", "glb", "gltf"] },
  // csv: the organisation users' import reads it (docs/architecture/administration.md).
  DOCUMENT: { maxBytes: 200 * MB, extensions: ["pdf", "ppt", "pptx", "doc", "docx", "xls", "xlsx", "csv"] },
} as const;

export const UPLOAD = {
  /** Content §9: concurrent uploads 1. */
  concurrent: 1,
  /** Bytes per uploaded part (the last part may be smaller). */
  partSize: 5 * MB,
  /** Longest image side suggested (a hint, not a refusal). */
  imageSuggestedMaxSide: 2048,
  /** Upload credentials live this long. */
  credentialTtlSeconds: 3600,
  /** Download and preview links live this long. */
  linkTtlSeconds: 600,
  thumbnailWidth: 320,
} as const;

export const TASKS = {
  /** The task center polls progress this often while a task runs. */
  progressPollMs: 2000,
  /** A task running longer than this without a heartbeat is considered dead. */
  heartbeatTimeoutSeconds: 120,
  /** Attempts before a task whose process died is marked FAILED. */
  maxAttempts: 3,
} as const;

/**
 * Layout choices per content block (content §3.8-§3.14, §3.17): a block's `layout` is one of
 * layout-001 up to layout-<count>.
 */
export const LAYOUT_COUNTS = {
  audio: 5,
  video: 7,
  threeD: 5,
  document: 5,
  linkBox: 7,
  interaction: 5,
  extendedReading: 8,
  illustration: 7,
} as const;
export type LayoutBlock = keyof typeof LAYOUT_COUNTS;

/** Size limits of content blocks (content §3.6, §3.12, §9). */
export const CONTENT_LIMITS = {
  galleryMaxImages: 20,
  imageBlockMinWidthPx: 65,
  iconImageMinWidthPx: 24,
  floatingImageDefaultWidthPx: 260,
} as const;

/** Editor block limits (content §2, §9). */
export const EDITOR_BLOCKS = {
  codeLanguageMenuMaxHeight: 328,
} as const;
