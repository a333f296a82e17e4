// The subjects a book may be filed under (GET /commons/subjects). Kept here as data: the list changes
// with a release, not at run time, and web and server read the same one. A book stores the subject's
// name (what the book pages show); the code is the stable key other systems may match on.
export interface Subject {
  /** Shell §5 code rule: lowercase letters, digits, underscore, hyphen. */
  code: string;
  name: string;
}

export const SUBJECTS: readonly Subject[] = [
  { code: "chinese", name: "语文" },
  { code: "math", name: "数学" },
  { code: "english", name: "英语" },
  { code: "physics", name: "物理" },
  { code: "chemistry", name: "化学" },
  { code: "biology", name: "生物" },
  { code: "history", name: "历史" },
  { code: "geography", name: "地理" },
  { code: "politics", name: "思想政治" },
  { code: "morality-law", name: "道德与法治" },
  { code: "science", name: "科学" },
  { code: "information-technology", name: "信息技术" },
  { code: "general-technology", name: "通用技术" },
  { code: "music", name: "音乐" },
  { code: "art", name: "美术" },
  { code: "pe-health", name: "体育与健康" },
  { code: "japanese", name: "日语" },
  { code: "russian", name: "俄语" },
  { code: "computer", name: "计算机" },
  { code: "mechanical", name: "机械" },
  { code: "electronics", name: "电子信息" },
  { code: "medicine", name: "医药卫生" },
  { code: "finance-commerce", name: "财经商贸" },
  { code: "tourism", name: "旅游服务" },
  { code: "design", name: "艺术设计" },
  { code: "preschool", name: "学前教育" },
  { code: "other", name: "其他" },
];

export const SUBJECT_NAMES: readonly string[] = SUBJECTS.map((subject) => subject.name);
