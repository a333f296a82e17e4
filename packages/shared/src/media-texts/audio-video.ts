// Texts (zh-CN) of video and audio blocks (content §3.8, §3.9). Like editor-block-messages.ts, only the lazily loaded editor reads them.
export const AUDIO_VIDEO_TEXTS = {
  video: {
    label: "视频",
    notUploaded: "尚未上传视频",
    /** Content §3.8, §9. */
    hint: "请上传 MP4 格式的视频，不超过 500M",
    play: "播放视频",
    unplayable: "视频无法播放：文件已损坏或不是 MP4 格式，请重新上传",
    /** Content §3.8: layout-001 … layout-007, what each arranges (the style panel lists them too). */
    layouts: {
      "layout-001": "封面在上，标题在下",
      "layout-002": "标题在上，封面在下",
      "layout-003": "封面居左，标题居右",
      "layout-004": "标题居左，封面居右",
      "layout-005": "标题叠加在封面上",
      "layout-006": "小封面与标题同行",
      "layout-007": "封面在上，标题居中",
    },
  },
  audio: {
    label: "音频",
    notUploaded: "尚未上传音频",
    /** Content §3.9, §9. */
    hint: "请上传 MP3 格式的音频，不超过 100M",
    unplayable: "音频无法播放：文件已损坏或不是 MP3 格式，请重新上传",
    /** Content §3.9, §3.17: layout-001 … layout-005. */
    layouts: {
      "layout-001": "图标与标题一行，播放条在下",
      "layout-002": "插图居左，标题与播放条居右",
      "layout-003": "标题与播放条居左，插图居右",
      "layout-004": "插图在上，标题与播放条在下",
      "layout-005": "标题、图标与播放条同行",
    },
  },
  /** The block menu's inline items (the boxes are its block items 视频 and 音频). */
  menu: { inlineVideo: "行内视频", inlineAudio: "行内音频" },
  titlePlaceholder: "请输入标题",
  uploading: "上传中 {progress}%",
  close: "关闭",
} as const;
