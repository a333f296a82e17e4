// One sample of every media, interactive and knowledge node, with attributes set away from their
// defaults so that a round trip proves each one survives HTML. Each sample is a whole document.
import type { NodeJSON } from "../node-json.ts";

const paragraph = (...content: NodeJSON[]): NodeJSON => ({ type: "paragraph", content });
const text = (value: string): NodeJSON => ({ type: "text", text: value });
const inParagraph = (node: NodeJSON): NodeJSON[] => [paragraph(text("前 "), node, text(" 后"))];

const kgPoint = { knId: "kn-1", knText: "牛顿第一定律", graphId: "graph-1" };

export const IMAGE_BLOCK: NodeJSON = {
  type: "imageBlock",
  attrs: {
    oid: "img-1",
    fileOid: "123",
    src: "https://cdn.example.com/a.png",
    alt: "示意图",
    width: "320px",
    height: "200px",
    type: "FULL",
    originWidth: 1024,
    originHeight: 640,
    isGif: "Y",
    showLoading: "Y",
    process: "resize,w_800",
    link: "https://example.com",
    description: "图片说明 & <更多>",
  },
};

const caption: NodeJSON = {
  type: "caption",
  attrs: { oid: "cap-1", type: "IMAGE", index: 2, chapterIndex: 1 },
  content: [text("实验装置")],
};

export const MEDIA_NODE_SAMPLES: Record<string, NodeJSON[]> = {
  imageBlock: [IMAGE_BLOCK],
  imageBox: [
    {
      type: "imageBox",
      attrs: {
        oid: "box-1",
        alignX: "LEFT",
        imageSizeType: "FIXED",
        phoneFixedWidth: 300,
        pcFixedWidth: 600,
        isEnhanced: "Y",
        isAI: "Y",
        kgPoints: [kgPoint],
        fromResLib: "Y",
        resLibOid: "res-1",
        fromZjy: "Y",
        zjyResId: "zjy-1",
      },
      content: [
        IMAGE_BLOCK,
        caption,
        { type: "flexer", attrs: { type: "pluginTitle" }, content: [text("标题")] },
      ],
    },
  ],
  inlineImage: inParagraph({
    type: "inlineImage",
    attrs: { fileOid: "f-2", src: "https://cdn.example.com/b.png", alt: "b", width: "50%", originWidth: 10 },
  }),
  iconImage: inParagraph({
    type: "iconImage",
    attrs: { fileOid: "f-3", src: "https://cdn.example.com/i.png", width: "24px", originHeight: 24 },
  }),
  illustration: [
    {
      type: "illustration",
      attrs: { fileOid: "f-4", src: "https://cdn.example.com/il.png", layout: "layout-007" },
    },
  ],
  floatingImage: [
    {
      type: "floatingImage",
      attrs: {
        fileOid: "f-5",
        src: "https://cdn.example.com/f.png",
        alignX: "LEFT",
        width: "300px",
        captionOid: "cap-2",
        captionType: "TABLE",
        captionLabel: "表",
        captionIndex: 3,
        chapterIndex: 2,
        sectionIndex: 1,
        noteTitleStyle: "SECTION",
      },
    },
  ],
  videoBlock: [
    {
      type: "videoBlock",
      attrs: { src: "https://cdn.example.com/v.mp4", coverOid: "c-1", coverSrc: "https://c/1.png" },
    },
  ],
  videoBox: [
    {
      type: "videoBox",
      attrs: {
        oid: "v-1",
        fileOid: "f-6",
        type: "VIDEO",
        src: "https://cdn.example.com/v.mp4",
        fileName: "第一课.mp4",
        coverAttOid: "c-2",
        coverSrc: "https://c/2.png",
        typeName: "微课",
        title: "牛顿定律",
        layout: "layout-007",
        progress: 40,
        firstFrameCoverSrc: "https://c/3.png",
        firstFrameCoverAttOid: "c-3",
        zhFontFamily: "SimSun",
        enFontFamily: "Arial",
        background: "#ffffff",
        borderColor: "#00838F",
        borderWidth: "1",
        borderStyle: "dashed",
        iconSrc: "https://c/icon.png",
        iconAttOid: "icon-1",
        useBookLayout: "N",
        useBookCover: "N",
        useCustomCover: "Y",
        kgPoints: [kgPoint],
        fromResLib: "Y",
        resLibOid: "res-2",
        fromZjy: "Y",
        zjyResId: "zjy-2",
        transformObj: { status: "done", renditions: [{ height: 720 }] },
      },
    },
  ],
  inlineVideo: inParagraph({
    type: "inlineVideo",
    attrs: {
      fileOid: "f-7",
      type: "VIDEO",
      title: "小视频",
      typeName: "视频",
      coverAttOid: "c-4",
      firstFrameCoverAttOid: "c-5",
      iconSrc: "https://c/i.png",
      kgPoints: [kgPoint],
      fromZjy: "Y",
      transformObj: { status: "waiting" },
    },
  }),
  audioBox: [
    {
      type: "audioBox",
      attrs: {
        fileOid: "f-8",
        src: "https://cdn.example.com/a.mp3",
        name: "朗读.mp3",
        title: "课文朗读",
        layout: "layout-005",
        illustration: "https://c/il.png",
        useBookLayout: "N",
        useBookIllustration: "N",
        useCustomIllustration: "Y",
        icon: "https://c/icon.png",
        kgPoints: [kgPoint],
      },
    },
  ],
  inlineAudio: inParagraph({
    type: "inlineAudio",
    attrs: { fileOid: "f-9", src: "https://cdn.example.com/b.mp3", name: "b.mp3", title: "听一听" },
  }),
  threeDBox: [
    {
      type: "threeDBox",
      attrs: {
        fileOid: "f-10",
        name: "engine.zip",
        layout: "layout-004",
        title: "发动机",
        progress: 100,
        titleColor: "#333333",
        iconAlignSelf: "center",
        illustration: "https://c/3d.png",
        illustrationJustify: "flex-end",
        useCustomIllustration: "Y",
        fromResLib: "Y",
      },
      content: [{ type: "threeDIcon" }, { type: "threeDTitle", attrs: { title: "发动机模型" } }],
    },
  ],
  documentBox: [
    {
      type: "documentBox",
      attrs: {
        fileOid: "f-11",
        name: "讲义.pdf",
        title: "讲义",
        layout: "layout-003",
        kgPoints: [kgPoint],
        fromZjy: "Y",
        zjyResId: "zjy-3",
      },
    },
  ],
  documentPlaceholder: [{ type: "documentPlaceholder", attrs: { oid: "doc-up-1", version: 2 } }],
  galleryBox: [
    {
      type: "galleryBox",
      attrs: {
        type: "one-to-one",
        currentImageIndex: 1,
        imagesInfo: [
          {
            fileOid: "g-1",
            index: 0,
            title: "甲",
            desc: "第一张",
            note: null,
            src: "https://c/g1.png",
            state: "SUCCESS",
            isEnhanced: "Y",
          },
          {
            fileOid: "g-2",
            index: 1,
            title: null,
            desc: null,
            note: "注",
            src: null,
            state: "WAITING",
            isEnhanced: "N",
          },
        ],
      },
      content: [
        { type: "galleryCover", content: [paragraph(text("封面标题")), paragraph(text("封面说明"))] },
      ],
    },
  ],
  popup: inParagraph({
    type: "popup",
    attrs: {
      type: "ICON",
      title: "注释",
      desc: "弹窗说明",
      isLink: "Y",
      link: { type: "URL", url: "https://example.com" },
    },
  }),
  link: inParagraph({
    type: "link",
    attrs: {
      type: "VIRTUAL",
      title: "虚拟仿真",
      url: "https://vs.example.com",
      screenType: "LANDSCAPE",
      vsFileOid: "vs-1",
      deviceType: "PC",
      isReaderInfoCarried: "Y",
      isValid: "N",
      isShowTitle: "N",
    },
  }),
  linkBox: [
    {
      type: "linkBox",
      attrs: {
        layout: "layout-006",
        category: "practical-project",
        title: "实训项目",
        url: "https://vs.example.com/p",
        screenType: "PORTRAIT",
        fromZjy: "Y",
      },
    },
  ],
  interaction: [
    {
      type: "interaction",
      attrs: {
        type: "SUBJECTIVE",
        title: "讨论",
        complete: "Y",
        layout: "layout-002",
        topics: [{ oid: "t-1", subject: "为什么？", options: [] }],
      },
    },
  ],
  customActivityBox: [
    { type: "customActivityBox", attrs: { fileOid: "f-12", type: "H5", name: "act.zip", title: "小游戏" } },
  ],
  extendedReading: [
    {
      type: "extendedReading",
      attrs: {
        layout: "layout-008",
        type: "READING",
        typeName: "拓展阅读",
        title: "科学家的故事",
        resources: [{ fileOid: "r-1", title: "牛顿传" }],
      },
    },
  ],
  extendedReadingInline: inParagraph({
    type: "extendedReadingInline",
    attrs: { type: "READING", typeName: "阅读", title: "小故事", resources: [{ url: "https://e.com" }] },
  }),
  knowledgeGraphCard: [
    {
      type: "knowledgeGraphCard",
      attrs: {
        cardId: "card-1",
        title: "力学",
        zjyKgOrgId: "org-1",
        graphId: "graph-1",
        graphNodeId: "node-1",
        graphNodeType: "Chapter",
        viewType: "link",
        linkCoverAttachmentOid: "lc-1",
        linkCoverSrc: "https://c/l.png",
        treeCoverAttachmentOid: "tc-1",
        treeCoverSrc: "https://c/t.png",
        knowPointDesc: "描述一##描述二",
        knowPointDescStatus: "error",
        knowPointDescDisplay: "HIDDEN",
      },
    },
  ],
  knowledgePoint: inParagraph({
    type: "knowledgePoint",
    attrs: { oid: "kp-1", version: 2, knId: "kn-2", knText: "惯性", graphId: "graph-1" },
  }),
  mindMapPlaceholder: [{ type: "mindMapPlaceholder", attrs: { oid: "mm-up-1" } }],
  mindMapCard: [
    {
      type: "mindMapCard",
      attrs: {
        bookOid: "b-1",
        chapterOid: "c-1",
        sectionOid: "s-1",
        fileOid: "f-13",
        title: "本章导图",
        mindMapFileOid: "mm-1",
        mindMapCoverAttachmentOid: "mmc-1",
        mindMapCoverSrc: "https://c/mm.png",
      },
    },
  ],
};

export function sampleDocument(name: string): NodeJSON {
  const content = MEDIA_NODE_SAMPLES[name];
  if (!content) throw new Error(`no sample for ${name}`);
  return { type: "doc", content };
}
