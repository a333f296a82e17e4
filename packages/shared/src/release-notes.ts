// This product's own release notes (content §2: title = the version, recordLists, date), newest
// first. The newest title is the version the web build reports (apps/web/vite.config.ts), so the
// drawer's version and the version records always agree. Add an entry with every release.

export interface ReleaseNote {
  /** The version, "major.minor.patch". */
  title: string;
  recordLists: readonly string[];
  /** The release day, YYYY-MM-DD. */
  date: string;
}

export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    title: "0.2.0",
    date: "2026-11-22",
    recordLists: [
      "教材详情：查看教材信息，更换封面，修改完成度，管理教材成员（主编、编辑、成员）",
      "教材目录：章、节、文件的新建、重命名、复制和删除，拖动调整顺序；删除章节需输入“确认删除章节”",
      "章节提交与撤回：已提交的章节只能查看，不能编辑",
      "媒体库：按类型浏览教材的图片、音频、视频、3D 模型和文档，在线预览与下载",
      "文件上传：上传前检查格式和大小，多个文件依次上传，并显示上传进度",
      "任务中心：查看导出、复制等后台任务的状态和实时进度，可重命名、取消任务，下载导出结果",
      "版本记录：在左侧导航点击当前版本即可查看每个版本的更新内容",
    ],
  },
  {
    title: "0.1.0",
    date: "2026-11-22",
    recordLists: [
      "密码登录与验证码登录，登录密码加密传输；请求异常频繁时需完成智能验证",
      "属于多个机构的用户登录后选择机构，并可在顶部栏切换机构",
      "支持从合作平台直接进入",
      "左侧导航显示头像、菜单、帮助手册和当前版本；顶部栏提供在线客服和进入管理系统",
      "教材列表：按名称搜索、按状态筛选，显示封面和完成度，支持分页",
      "出错时显示请求编号和错误码；账号权限变更时提示重新登录；系统升级后提示“极速更新”",
    ],
  },
];
