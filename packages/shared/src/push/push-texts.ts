// The push page's and the PUSH task's words (issue 18 §2).
import { formatMessage } from "../messages.ts";

export const PUSH_TEXTS = {
  /** The task center's title of a push: 推送《信息技术基础》给班级：高一（1）班 等. */
  taskTitle: "推送《{book}》给{kind}：{names}",
  namesMore: "{names} 等 {n} 个",
  nameSeparator: "、",
  stepResolve: "确定推送对象",
  stepRecord: "写入推送记录",
  resolvedRecipients: "共 {n} 人",
  recordedRecipients: "已推送给 {n} 人",
  noRecipients: "所选对象中没有可以推送的人",
  notReleasedAnymore: "教材当前没有已发布的版本，不能推送",

  // The page /f/books/push/{oid}.
  title: "推送教材",
  heading: "推送教材：{name}",
  open: "推送",
  backToBook: "返回教材",
  editionLine: "将推送当前发布的版本：第 {n} 版",
  notReleased: "教材尚未发布，不能推送。请先在“发布”中构建并发布教材。",
  noRight: "你没有推送这本教材的权限",
  submit: "推送",
  submitting: "推送中…",
  pushed: "推送完成",
  pushFailed: "推送失败：{message}",
  progress: "正在推送（{percent}%）",
  classesEmpty: "本机构还没有班级",
  classesLoadFailed: "班级加载失败",
  mineTag: "我创建的",
  classColumns: { name: "班级", teacher: "班主任", students: "学生人数" },
  personColumns: { name: "姓名", phone: "手机号", studentNumber: "学号" },
  studentCount: "{n} 名学生",
  pickClass: "选择班级",
  studentsEmpty: "该班级还没有学生",
  studentsLoadFailed: "学生加载失败",
  selectedCount: "已选 {n} 项",
  phonesLabel: "手机号（每行一个，可直接粘贴）",
  phonesPlaceholder: "13800000000\n13900000000",
  phonesHint: "没有账号的手机号将自动开通阅读账号，可用短信验证码登录阅读端",
  phoneLineInvalid: "第 {line} 行：{message}",
  phonesEmpty: "请输入手机号",
  phonesTooMany: "一次最多推送 {n} 个手机号",
  usersSearch: "搜索姓名或手机号",
  usersEmpty: "没有找到匹配的成员",
  usersLoadFailed: "成员加载失败",
  nothingSelected: "请先选择推送对象",

  recordsTitle: "推送记录",
  recordsEmpty: "暂无推送记录",
  recordsLoadFailed: "推送记录加载失败",
  columns: {
    createdAt: "推送时间",
    pushedBy: "推送人",
    edition: "版本",
    targetKind: "推送对象",
    targetNames: "对象名称",
    recipientCount: "人数",
    state: "状态",
    actions: "操作",
  },
  editionNumber: "第 {n} 版",
  standing: "已推送",
  withdrawnAt: "已撤回（{time}）",
  withdraw: "撤回",
  withdrawTitle: "撤回这次推送？",
  withdrawContent: "撤回后，这次推送的对象将不再在书架上看到本教材（通过其他推送获得的除外）。",
  withdrawn: "已撤回",
} as const;

/** A push's target names as a title or a record shows them: the first few, then 等 N 个. */
export function pushTargetSummary(names: readonly string[], shown = 3): string {
  const head = names.slice(0, shown).join(PUSH_TEXTS.nameSeparator);
  return names.length > shown ? formatMessage(PUSH_TEXTS.namesMore, { names: head, n: names.length }) : head;
}
