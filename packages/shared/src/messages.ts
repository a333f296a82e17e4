// Every user-facing text of the product (zh-CN). Web and server both read from here, so the
// spec's exact wording lives in one place. Templates use {name} placeholders; see formatMessage.

export const VALIDATION_MESSAGES = {
  required: "必填项，请输入",
  numberRequired: "请输入有效的数值",
  orgRequired: "请选择机构",
  url: "无效的链接地址",
  phoneEmpty: "请输入手机号",
  phoneInvalid: "手机号格式错误",
  phoneForSms: "输入手机号",
  passwordEmpty: "请输入密码",
  passwordInvalid: "密码格式错误",
  code: "请输入 1 到 100 位小写字母、数字、下划线或中划线",
  smsCodeEmpty: "请输入验证码",
  smsCodeInvalid: "验证码格式错误",
  smsCodeWrong: "验证码错误，请重新输入",
  gt: "输入的值应大于 {n}",
  gte: "输入的值应大于或等于 {n}",
  lt: "输入的值应小于 {n}",
  lte: "输入的值应小于或等于 {n}",
  between: "输入的值应在 {min} 到 {max} 之间",
  exclusiveBetween: "输入的值应大于 {min} 且小于 {max}",
  requiredCount: "至少选择 {n} 个选项",
  deleteConfirm: "请输入“确认删除章节”",
  searchWordRequired: "请输入查找内容",
  invalidType: "格式不正确",
  tooLong: "最多 {n} 个字符",
  notOrgMember: "{phone} 不是本机构的成员",
} as const;

/** Server error codes (shell §8) and the Chinese message each answers with. */
export const ERROR_MESSAGES = {
  "err.login.required": "登录已失效，请重新登录",
  "err.login.failed": "手机号或密码错误",
  "err.login.decryptFailed": "登录失败，请重试",
  "err.login.tooManyAttempts": "登录过于频繁，请 {seconds} 秒后再试",
  "err.phone.unOpened": "该手机号尚未开通账号",
  "err.user.inactive": "账号已被停用，请联系管理员",
  "err.privilege.required": "当前账号没有相关权限",
  "err.privilege.changed": "您的账号权限已被修改，请重新登录后再进行操作。",
  "err.validate.failed": "提交的内容有误，请检查后重试",
  "err.login.captchaCheckedFailed": "请重新进行智能验证",
  "err.request.captchaCheckedFailed": "请重新进行智能验证",
  "err.sms.tooFrequent": "验证码发送过于频繁，请 {seconds} 秒后重新获取",
  "err.sms.ipLimited": "当前网络获取验证码次数过多，请 {seconds} 秒后再试",
  "err.sms.codeWrong": "验证码错误，请重新输入",
  "err.sms.codeExpired": "验证码已过期，请重新获取",
  "err.sms.attemptsExceeded": "验证码错误次数过多，请重新获取",
  "err.sms.sendFailed": "短信发送失败，请稍后再试",
  "err.sms.unconfigured": "未配置短信服务，请联系管理员",
  "err.partner.ticketInvalid": "登录凭证无效或已过期，请从合作平台重新进入",
  "err.partner.unconfigured": "未配置合作平台登录，请联系管理员",
  "err.org.notMember": "您不是该机构的成员",
  "err.org.noCurrent": "暂无操作权限",
  "err.resource.notFound": "请求的内容不存在",
  "err.chapter.committed": "章节已提交，不能编辑",
  "err.book.readOnly": "教材已锁定或停用，不能修改",
  "err.rate.limited": "请求过于频繁，请 {seconds} 秒后再试",
  "err.server.internal": "服务器错误，请稍后再试",
  "err.api.notFound": "暂无接口",
  "err.book.chiefEditorRequired": "教材至少需要保留一位主编",
  "err.cover.invalid": "封面只能使用已上传完成的图片",
  "err.order.duplicate": "提交的顺序中有重复的章节或文件，请刷新后重试",
  "err.order.mismatch": "提交的顺序与当前目录不一致，请刷新后重试",
  "err.order.foreign": "小节只能在本教材的章节之间移动",
} as const;
export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** HTTP status messages of shell §8, used when a response carries no envelope. */
export const HTTP_MESSAGES = {
  400: "请求错误",
  401: "未授权，请重新登录",
  403: "当前账号没有相关权限",
  404: "暂无接口",
  408: "请求超时(408)",
  500: "服务器错误(500)",
  501: "服务器出错了",
  502: "网络错误(502)",
  503: "网络不可用(503)",
  504: "网络超时(504)",
  other: "服务器出错了({status})",
  timeout: "网络超时",
  network: "网络错误",
} as const;

export const LOGIN_TEXTS = {
  title: "登录",
  welcome: "欢迎登录云教材在线编辑器",
  passwordTab: "密码登录",
  smsTab: "验证码登录",
  phonePlaceholder: "请输入手机号",
  passwordPlaceholder: "请输入密码",
  smsCodePlaceholder: "请输入验证码",
  getSmsCode: "获取验证码",
  smsCountdown: "{n} 秒后重新获取",
  smsSent: "验证码已发送",
  submit: "登录",
  forgotPassword: "忘记密码？",
  forgotPasswordHint: "请联系机构管理员重置密码，或使用验证码登录。",
  managementSystem: "管理系统",
  help: "帮助",
  aiService: "AI 客服",
  humanService: "人工客服",
  humanServiceHint: "人工客服电话：400-000-0000（工作日 9:00-18:00）",
  serviceUnavailable: "在线客服暂时无法链接",
  footer: "© 2026 云教材在线编辑器 · 京ICP备00000000号-1 · 京公网安备 11010802000000号",
  encryptFailed: "登录失败，请重试",
  noPermission: "暂无操作权限",
  chooseOrg: "选择机构",
  orgSearchPlaceholder: "搜索机构名称",
  orgNoMatch: "没有匹配的机构",
  orgLoadFailed: "机构列表加载失败",
  reload: "重新加载",
  enter: "进入",
  back: "返回",
  captchaTitle: "请完成安全验证",
  captchaHint: "向右拖动滑块填充拼图",
  captchaFailed: "请重新进行智能验证",
  partnerLoading: "正在进入，请稍候…",
  loading: "加载中…",
} as const;

export const FRAME_TEXTS = {
  logout: "退出登录",
  logoutConfirm: "确定要退出登录吗？",
  helpManual: "帮助手册",
  version: "当前版本",
  switchOrg: "切换机构",
  orgSearchPlaceholder: "搜索机构",
  customerService: "在线客服",
  managementSystem: "进入管理系统",
  permissionChangedTitle: "暂无权限",
  permissionChangedBody: "您的账号权限已被修改，请重新登录后再进行操作。",
  relogin: "重新登录",
  forcedReloginTitle: "登录状态已变化",
  forcedReloginBody: "您的账号已在其他窗口重新登录，请重新登录后继续操作。",
  versionBanner: "系统已升级，请更新体验。",
  versionBannerAction: "极速更新",
  errorTitle: "出错了",
  errorApology: "非常抱歉，操作出现了问题。请截图并联系服务团队，我们会尽快处理。",
  requestId: "请求编号",
  errorCode: "错误码",
  errorMessage: "错误信息",
  notice: "系统通知",
  orgSwitched: "已切换至{name}",
  menu: {
    books: "云教材",
    bookList: "教材列表",
    applicationData: "应用数据",
    todo: "待办中心",
    task: "任务中心",
  },
} as const;

export const BOOK_LIST_TEXTS = {
  title: "教材列表",
  searchPlaceholder: "搜索教材名称",
  stateFilter: "教材状态",
  allStates: "全部状态",
  empty: "暂无教材",
  progress: "完成度",
  updatedAt: "更新时间",
  total: "共 {total} 本",
  loadFailed: "教材列表加载失败",
  noMatch: "没有符合条件的教材",
} as const;

export const DIALOG_TEXTS = {
  ok: "确定",
  cancel: "取消",
  confirm: "确认",
  delete: "删除",
  remove: "移除",
  close: "关闭",
  tip: "提示",
  deleteConfirmPhrase: "确认删除章节",
} as const;

/** Browser uploads (content §4 upload queue, §9 limits). */
export const UPLOAD_TEXTS = {
  limitHint: "{label}支持 {extensions} 格式，不超过 {mb}M",
  wrongType: "“{name}”的格式不支持：{hint}",
  tooLarge: "“{name}”太大了：{hint}",
  empty: "“{name}”是空文件，请重新选择",
  failed: "“{name}”上传失败：{reason}",
  overlayTitle: "正在上传",
  processing: "正在处理…",
  waiting: "另有 {n} 个文件等待上传",
} as const;

/** Page titles per route (document.title = product name + route title). */
export const ROUTE_TITLES = {
  login: "登录",
  loading: "加载中",
  partnerLogin: "合作平台登录",
  books: "教材列表",
  notFound: "页面不存在",
} as const;

export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function errorMessage(code: ErrorCode, params?: Record<string, string | number>): string {
  return formatMessage(ERROR_MESSAGES[code], params);
}
