// Texts (zh-CN) of the 3D model box and the document box (content §3.10, §3.11). Like editor-block-messages.ts, only the lazily loaded editor reads them.
export const THREE_D_TEXTS = {
  threeD: {
    untitled: "未命名模型",
    titlePlaceholder: "请输入模型标题",
    open: "查看模型",
    notUploaded: "尚未上传模型文件",
    /** Content §3.10, §9 (glb and glTF are taken too: the formats most exporters write today). */
    hint: "支持 zip、fbx、obj、glb、gltf 格式，不超过 200M",
    checking: "正在检查模型文件…",
    /** A picked model the viewer cannot show is not uploaded. */
    refusedFile: "“{name}”无法上传：{reason}",
    loading: "模型加载中…",
    controls: "拖动旋转，滚轮缩放",
    rotate: "自动旋转",
    reset: "复位视角",
    failed: "模型无法显示：文件已损坏或格式不受支持",
    /** A model whose .bin, textures or .mtl are not in what was uploaded. */
    missingFile: "模型引用的文件“{name}”不在上传内容中，请把模型和它用到的文件一起打包为 zip 上传",
    noModelInZip: "压缩包中没有可显示的模型文件（glb、gltf、fbx 或 obj）",
    unknownKind: "无法识别的模型格式，请上传 zip、fbx、obj、glb 或 gltf 文件",
    noWebgl: "当前浏览器不支持 WebGL，无法显示 3D 模型",
    linkFailed: "获取模型文件失败，请稍后重试",
    /** The server's refusals of a model whose structure is broken (the browser checks the same before sending). */
    refused: {
      zipUnreadable: "压缩包已损坏，无法读取其中的文件",
      gltfUnreadable: "glTF 文件已损坏：不是有效的 glTF JSON",
      glbUnreadable: "glb 文件已损坏：文件长度与文件头不符",
    },
  },
  document: {
    untitled: "未命名文档",
    titlePlaceholder: "请输入文档标题",
    preview: "预览",
    download: "下载",
    notUploaded: "尚未上传文档",
    /** Content §3.11, §9. */
    hint: "请上传不超过 200M 的文档",
    placeholder: "文档上传中，请耐心等待…",
    /** A placeholder whose upload ended without a document (the page was closed while it uploaded). */
    unfinished: "文档未上传完成，请删除后重新上传",
    loading: "文档加载中…",
    converting: "正在转换为 PDF，请稍候…",
    pages: "共 {total} 页",
    failed: "文档无法预览：文件已损坏或格式不受支持",
    linkFailed: "获取文档失败，请稍后重试",
    /** Office files preview only as PDF made by LibreOffice on the server. */
    needsLibreOffice: "在线预览 Office 文档需要服务器安装 LibreOffice，请下载后查看",
    conversionFailed: "文档转换为 PDF 失败，请下载后查看",
    conversionBusy: "服务器正忙于转换其他文档，请稍后再试或下载后查看",
  },
  viewer: { close: "关闭" },
} as const;
