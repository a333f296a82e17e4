// The approval workflows' words (issue 16 §1): states, actions, the default definition and the
// 三审三校 template, and the field messages of the workflow calls.
import type { ProcessAction, ProcessKind, ProcessNodeState, ProcessState } from "./process-dictionaries.ts";

export const WORKFLOW_TEXTS = {
  kinds: { PUBLISH: "发布申请" } satisfies Record<ProcessKind, string>,
  states: {
    IN_PROGRESS: "审批中",
    APPROVED: "已通过",
    REJECTED: "已驳回",
    REVOKED: "已撤回",
  } satisfies Record<ProcessState, string>,
  nodeStates: {
    WAITING: "未开始",
    PENDING: "待处理",
    APPROVED: "已通过",
    REJECTED: "已驳回",
    TRANSFERRED: "已转交",
    CANCELLED: "已取消",
  } satisfies Record<ProcessNodeState, string>,
  actions: {
    START: "发起申请",
    APPROVE: "通过",
    REJECT: "驳回",
    TRANSFER: "转交",
    REMIND: "催办",
    REVOKE: "撤回",
  } satisfies Record<ProcessAction, string>,
  templates: {
    DEFAULT: { name: "默认流程", description: "内容审核后由出版管理员审批" },
    THREE_REVIEWS: {
      name: "三审三校",
      description: "初审、复审、终审三次审稿，一校、二校、三校三次校对，各由对应角色处理",
    },
  },
  nodeNames: {
    contentReview: "内容审核",
    publishApproval: "出版审批",
    firstReview: "初审",
    secondReview: "复审",
    finalReview: "终审",
    firstProof: "一校",
    secondProof: "二校",
    thirdProof: "三校",
  },
  fields: {
    nodesCount: "审批节点需要 1 到 10 个",
    nodeUsersCount: "请选择 1 到 20 位处理人",
    notOrgMember: "{name} 不是本机构的成员",
    userNotFound: "用户不存在或不是本机构的成员",
    transferTarget: "该用户不能处理此审批节点",
    transferSelf: "不能转交给自己",
    rejectComment: "请填写驳回意见",
  },
  /** The SMS a remind sends when SMS is configured. */
  remindSms: "【在线教材】{applicant} 催办审批：{title}（{node}），请登录待办中心处理。",
} as const;
