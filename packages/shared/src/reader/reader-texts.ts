// The reader's texts (/preview/external and /preview/internal/edition) and the share links' rules.
// A module of its own: the reader's light bundle imports it and nothing of the editor's catalogues.

/** How long a share link may live, counted from its creation (the sharer picks any day up to it). */
export const SHARE_LINK_MAX_DAYS = 365;
/** The ready choices of the 分享链接 dialog, in days; a date up to SHARE_LINK_MAX_DAYS is the other. */
export const SHARE_LINK_EXPIRY_DAYS = [1, 7, 30] as const;

export const SHARE_LINK_TEXTS = {
  expiresAtPast: "有效期须晚于当前时间",
  expiresAtTooFar: `有效期最长 ${SHARE_LINK_MAX_DAYS} 天`,
  editionOfOtherBook: "该版本不属于本教材",
  editionNotReady: "该版本尚未构建完成，不能分享",
  states: { ACTIVE: "有效", EXPIRED: "已过期", REVOKED: "已失效" },
} as const;

export const READER_TEXTS = {
  loading: "正在加载…",
  loadFailed: "内容加载失败",
  retry: "重新加载",
  expired: "链接已过期",
  expiredHint: "该分享链接已超过有效期，请联系分享人重新获取。",
  revoked: "链接已失效",
  revokedHint: "该分享链接已被撤销或不存在，请联系分享人重新获取。",
  notReleased: "该教材暂无已发布的版本",
  loginRequired: "请先登录",
  loginHint: "阅读该版本需要登录本机构的账号。",
  goLogin: "去登录",
  noPermission: "当前账号没有阅读该教材的权限",
  missing: "没有找到该版本",
  toc: "目录",
  openToc: "打开目录",
  closeToc: "关闭目录",
  chapterToggle: "展开或收起 {title}",
  edition: "第 {number} 版",
  previous: "上一篇",
  next: "下一篇",
  pageNav: "翻页",
  search: "搜索",
  searchPlaceholder: "搜索本书内容",
  searchResults: "搜索结果",
  searchNone: "没有找到“{keyword}”",
  searchCount: "找到 {count} 篇",
  searchClear: "清除搜索",
  device: "阅读设备",
  devices: { phone: "手机", pc: "电脑" },
  noFiles: "该版本没有内容",
  fileMissing: "没有找到该篇内容，已为您打开第一篇",
  skipToContent: "跳到正文",
} as const;
