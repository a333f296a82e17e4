// The book export's words (issue 17 §2): the formats offered, the task's steps, what the static
// pages of EPUB and PDF say in place of interactive blocks, and the export's failures.
import type { ExportFormat } from "../api/tasks.ts";

export const EXPORT_TEXTS = {
  formats: {
    ZIP: "网页压缩包（ZIP）",
    EPUB: "电子书（EPUB）",
    PDF: "印刷版（PDF）",
    DOCX: "Word 文档（DOCX）",
  } satisfies Record<ExportFormat, string>,
  menuLabel: "选择导出格式",
  /** The task's title per format; today's ZIP keeps the title it always had. */
  taskTitles: {
    ZIP: "导出《{book}》",
    EPUB: "导出《{book}》（EPUB）",
    PDF: "导出《{book}》（PDF）",
    DOCX: "导出《{book}》（DOCX）",
  } satisfies Record<ExportFormat, string>,
  /** The task's title when it exports an edition instead of the current content. */
  editionTaskTitle: "导出《{book}》第 {number} 版（{format}）",
  /** The editions table's 导出 per READY edition, named for screen readers. */
  exportEditionLabel: "导出第 {number} 版",
  stepAssets: "收集图片和附件",
  stepPackage: "打包",
  stepLayout: "排版分页",
  stepPrint: "打印 PDF",
  printedPages: "已打印 {n} 页",
  contents: "目录",
  answerKey: "参考答案",
  answerKeyFor: "{title} 参考答案",
  exercise: "练习",
  questionNumber: "第 {n} 题",
  answerLabel: "答案：",
  analysisLabel: "解析：",
  judgeTrue: "正确",
  judgeFalse: "错误",
  blank: "（{n}）",
  noAnswer: "（无）",
  activityLink: "互动练习：{title}（请在线使用）",
  mediaLink: "在线观看：{title}",
  audioLink: "在线收听：{title}",
  documentLink: "打开文档：{title}",
  threeDLink: "查看三维模型：{title}",
  untitled: "未命名",
  chromiumMissing: "服务器未安装 Chromium（{path}），无法导出 PDF，请联系管理员安装后重试",
  printFailed: "PDF 排版失败：{reason}",
  printTimeout: "PDF 排版超时（已排 {n} 页），请分章导出或联系管理员",
} as const;
