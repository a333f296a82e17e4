// Texts (zh-CN) the published reader's blocks add to the editor's block texts they share (players,
// galleries, popups, quizzes in a read-only edition). A module of its own, like reader-texts.ts.
export const READER_BLOCK_TEXTS = {
  /** A medium or file the edition does not hold (an upload that never finished). */
  unavailable: "该资源暂不可用",
  video: "视频：{title}",
  audio: "音频：{title}",
  play: "播放：{title}",
  gallery: {
    label: "图集：{title}",
    carousel: "轮播图",
    slide: "第 {n} 张，共 {total} 张",
    previous: "上一张",
    next: "下一张",
    untitled: "图集",
  },
  popup: { open: "查看弹窗：{title}", untitled: "弹窗" },
  code: { label: "{lang} 代码", copy: "复制代码", copied: "已复制" },
  activity: {
    loading: "正在加载练习…",
    failed: "练习加载失败",
    retry: "重新加载",
    open: "打开活动",
  },
  document: { untitledPdf: "文档" },
  reading: { resources: "阅读资源" },
  knowledge: { points: "知识点：{points}" },
  link: { follow: "跳转到：{title}" },
} as const;
