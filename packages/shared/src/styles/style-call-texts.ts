// What the whole-book style calls answer when they refuse something, and the names of their tasks
// and steps (shell §7 custom styles, style libraries, custom colours and libraries, theme,
// background style); and what the editor's style panel says to someone who may not restyle.
export const STYLE_CALL_TEXTS = {
  /** An attachment named as an image that is no image of this book (content §9 "an image that is not an image"). */
  notImage: "所选文件不是本教材已上传的图片，请重新选择图片",
  nodeType: "不支持的块类型",
  attribute: "样式属性“{name}”的值无效",
  noAttributes: "该块没有可保存的样式",
  themeColor: "主题色需要是不透明的颜色",
  backgroundColor: "纯色背景需要选择颜色",
  backgroundShading: "底纹背景需要选择底纹",
  backgroundImage: "图片背景需要上传图片",
  /** Issue 6 item 5: the paragraph, list and heading panels of a user without editParagraphStyle. */
  paragraphStyleReadOnly: "你没有修改段落样式的权限，只能查看",
  task: {
    updateTitle: "更新《{book}》的高级样式",
    resetTitle: "重置《{book}》的高级样式",
    askWriters: "通知正在编辑的作者保存",
    writersSaved: "{saved}/{writers} 位作者已保存",
    noWriters: "没有正在编辑的作者",
    save: "保存全书样式",
    saved: "已保存 {n} 项样式",
    reset: "已恢复默认样式",
  },
} as const;
