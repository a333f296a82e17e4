// Demo notice and ad (DESIGN §4). Approvals come from real publish applications, not rows.
export const DEMO_NOTICE =
  "系统将于本周六 22:00 至 24:00 进行升级维护，届时编辑器将暂停服务，请提前保存您的工作。";

export const DEMO_ADS = [
  { title: "新学期教材建设指南", imageUrl: null, linkUrl: null, position: "BOOK_LIST", sortOrder: 1 },
];
