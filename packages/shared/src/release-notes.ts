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
    title: "0.3.0",
    date: "2026-11-22",
    recordLists: [
      "内容编辑器：在教材目录或编辑器左侧目录中打开内容文件，右侧大纲可跳转到各级标题",
      "正文、标题、列表、加粗倾斜等文字格式，查找替换，撤销与重做；从 Word 或网页粘贴时自动清理格式",
      "公式（行内公式、公式块）、代码块（22 种语言、行号）、表格（题注、单元格样式、合并拆分）、分隔线、填空、弹窗与链接",
      "图表题注自动编号，交叉引用随编号实时更新，引用目标被删除时提示“引用内容未找到”",
      "章标题、节标题及段落、列表、标题的样式面板",
      "边写边保存：断网或刷新时未保存的内容暂存在浏览器中，恢复连接后自动补发；每次保存都留有历史版本，可查看与恢复",
      "多人编辑锁定：同一文件只有一人可编辑，其他人只读，可申请编辑并在对方保存后接手",
    ],
  },
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
