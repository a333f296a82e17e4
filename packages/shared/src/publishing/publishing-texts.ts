// Publishing's words (issue 16 §3): plan types, states, the task titles and steps of BUILD and
// RELEASE, their failures and the field messages of the publishing calls.
import type { PublishPlanType, PublishState } from "../dictionaries.ts";
import type {
  EditionState,
  FileChangeKind,
  PublishApplicationState,
  ReleaseKind,
} from "./publishing-dictionaries.ts";

export const PUBLISHING_TEXTS = {
  planTypes: { SCHOOL: "校本教材", WILL_PUBLISH: "拟正式出版" } satisfies Record<PublishPlanType, string>,
  publishStates: {
    UNDECLARED: "未申报",
    DECLARED: "已申报",
    RECEIVED: "已受理",
    PROOFREADING: "审校中",
    PUBLISHED: "已审定",
  } satisfies Record<PublishState, string>,
  applicationStates: {
    IN_PROGRESS: "审批中",
    APPROVED: "已通过",
    REJECTED: "已驳回",
    REVOKED: "已撤回",
  } satisfies Record<PublishApplicationState, string>,
  editionStates: { BUILDING: "构建中", READY: "可发布", FAILED: "构建失败" } satisfies Record<
    EditionState,
    string
  >,
  releaseKinds: { RELEASE: "发布", ROLLBACK: "回滚" } satisfies Record<ReleaseKind, string>,
  fileChanges: { ADDED: "新增", REMOVED: "删除", CHANGED: "修改" } satisfies Record<FileChangeKind, string>,
  /** The process's title in the todo center. */
  processTitle: "《{book}》发布申请（{planType}）",
  buildTaskTitle: "构建《{book}》第 {number} 版",
  releaseTaskTitle: "发布《{book}》第 {number} 版",
  rollbackTaskTitle: "回滚《{book}》到第 {number} 版",
  /** Steps of BUILD. */
  stepStyles: "样式与公式",
  builtFiles: "已构建 {n} 个文件",
  stepFinish: "目录与搜索索引",
  builtEdition: "第 {number} 版已构建，共 {files} 个文件",
  /** The one step of RELEASE. */
  releaseTaskStep: "切换读者看到的版本",
  released: "第 {number} 版已发布",
  rolledBack: "已回滚到第 {number} 版",
  /** Why a BUILD failed (the task's message). */
  missingAttachment: "文件“{file}”引用的附件 {attachment} 不存在或尚未上传完成，无法构建",
  invalidContent: "文件“{file}”的内容格式不正确，无法构建",
  editionGone: "要构建的版本已不存在",
  /** Why a RELEASE failed when it ran (it was allowed when submitted). */
  releaseRefused: "发布条件已变化：{reason}",
  notePlaceholder: "请填写申请说明（选填）",
} as const;
