// The words of the note-title style and update-reference tasks (shell §7): their titles and steps
// in the task center, and the editor's dialog and confirmation that submit them.
export const NOTE_TITLE_TEXTS = {
  noteTitleTaskTitle: "更新《{book}》的题注样式",
  referenceTaskTitle: "更新《{book}》的引用",
  /** Step messages, one step per content file. */
  fileUpdated: "已更新",
  fileUnchanged: "无需更新",
  fileCommitted: "章节已提交，未更新",
  fileInvalid: "内容不符合格式，未更新",
  fileGone: "文件已被删除",
  fileBusy: "文件正在被修改，未更新，请稍后再次提交",

  noteTitleMenu: "题注样式",
  updateReferenceMenu: "更新引用",
  dialogTitle: "题注样式",
  numbering: "编号方式",
  byChapter: "按章编号",
  bySection: "按节编号",
  /** An example label of each numbering, with the chosen image tag. */
  chapterExample: "如 {tag}1-2",
  sectionExample: "如 {tag}1-1-2",
  imageTag: "图片标签",
  tableTag: "表格标签",
  apply: "应用",
  noteTitleHint: "应用后将按新的样式重新编号全书的图表题注，并更新引用；更新期间不能编辑内容。",
  referenceConfirm: "将按全书图表题注的当前编号更新所有交叉引用，更新期间不能编辑内容。确定更新吗？",
  running: "正在更新，已完成 {progress}%",
  noteTitleDone: "题注样式已更新",
  referenceDone: "引用已更新",
  taskFailed: "更新失败：{reason}",
} as const;
