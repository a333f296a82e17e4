// The management area's frame texts. Each management page keeps its own texts beside this file
// (manage/<area>-texts.ts), all part of the one catalogue exported from the package.
export const MANAGE_TEXTS = {
  title: "管理系统",
  backToEditor: "返回编辑器",
  home: "欢迎使用管理系统",
  homeHint: "请从左侧菜单选择要管理的内容。",
  noEntries: "当前账号没有可管理的内容",
  noCurrentOrg: "未选择机构",
  noAccessTitle: "暂无操作权限",
  noAccessBody: "当前账号不能进入管理系统。",
  pageRefusedBody: "当前账号的角色不能使用「{name}」。",
  backToHome: "返回管理首页",
  loadingPage: "页面加载中",
  menu: {
    orgs: "机构管理",
    orgUsers: "机构用户",
    platformUsers: "平台用户",
    books: "教材管理",
    eulas: "用户协议",
    notices: "系统公告",
    ads: "广告位",
    customerService: "在线客服",
    auditLogs: "操作日志",
    processDefinitions: "审批流程",
    resLibs: "学科资源库",
  },
} as const;
