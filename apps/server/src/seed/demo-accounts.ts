// Demo organisations and users (DESIGN §4). Password for everyone: DEMO_PASSWORD.
import type { OrgRole, OrgType, SysRole, UserState } from "@textbook/shared";

export const DEMO_PASSWORD = "Demo2026!";

export interface SeedOrg {
  key: string;
  name: string;
  type: OrgType;
  level: number;
  parentKey?: string;
  useSubjectResourceEnabled?: boolean;
  /** Partner tickets may add their users here. */
  partnerLinked?: boolean;
}

export const DEMO_ORGS: SeedOrg[] = [
  {
    key: "school",
    name: "示范学校",
    type: "SCHOOL",
    level: 1,
    useSubjectResourceEnabled: true,
    partnerLinked: true,
  },
  { key: "press", name: "示范出版社", type: "PARTNER", level: 1 },
  { key: "college", name: "信息工程学院", type: "SCHOOL", level: 2, parentKey: "school" },
];

export interface SeedUser {
  key: string;
  phoneNumber: string;
  fullName: string;
  state?: UserState;
  sysRoles?: SysRole[];
  memberships: { orgKey: string; roles: OrgRole[] }[];
  /** A student's account: the reader only (demo-classes.ts puts them in a class). */
  readerOnly?: boolean;
}

export const DEMO_USERS: SeedUser[] = [
  {
    key: "chief",
    phoneNumber: "13800000001",
    fullName: "王主编",
    memberships: [
      { orgKey: "school", roles: ["ORG_ADMIN"] },
      { orgKey: "press", roles: ["ORG_ADMIN"] },
    ],
  },
  {
    key: "editor",
    phoneNumber: "13800000002",
    fullName: "李编辑",
    memberships: [{ orgKey: "school", roles: ["ORG_MEMBER"] }],
  },
  {
    key: "admin",
    phoneNumber: "13800000003",
    fullName: "平台管理员",
    sysRoles: ["SYS_ADMIN"],
    memberships: [{ orgKey: "press", roles: ["ORG_ADMIN"] }],
  },
  {
    key: "inactive",
    phoneNumber: "13800000004",
    fullName: "停用账号",
    state: "INACTIVE",
    memberships: [{ orgKey: "school", roles: ["ORG_MEMBER"] }],
  },
  { key: "orphan", phoneNumber: "13800000005", fullName: "无机构用户", memberships: [] },
  // The default publish workflow's two nodes (content review, publish approval) need holders in
  // 示范学校, so an application 李编辑 files can be walked through to a release with demo accounts.
  {
    key: "reviewer",
    phoneNumber: "13800000006",
    fullName: "赵审核",
    memberships: [{ orgKey: "school", roles: ["ORG_CONTENT_ADMIN"] }],
  },
  {
    key: "publisher",
    phoneNumber: "13800000007",
    fullName: "钱出版",
    memberships: [{ orgKey: "school", roles: ["ORG_PUBLISH_ADMIN"] }],
  },
  // Two students of 示范学校's 高一(1)班 (demo-classes.ts): reader-only accounts, /reader/login.
  { key: "student1", phoneNumber: "13900000001", fullName: "陈同学", memberships: [], readerOnly: true },
  { key: "student2", phoneNumber: "13900000002", fullName: "林同学", memberships: [], readerOnly: true },
];
