// @vitest-environment happy-dom
// Link box and extended reading cards (content §3.13, §3.14): layouts, placeholders, what a reader
// opens, and the panels against stubbed calls.
import type { Attachment, Reading, VirtualSimulation } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ApiError } from "../../../api/client.ts";
import { builtinIcon } from "../../core/media-card/builtin-pictures.ts";
import { mediaLinks } from "../../core/media-links/media-links.ts";
import { testAttachment } from "../../test/attachment.ts";
import { blockEditor, blockView, cleanUpEditors } from "../../test/block-editor.ts";
import { HERE } from "../../test/book-tree.ts";

const calls = vi.hoisted(() => ({
  createReading: vi.fn(),
  updateReading: vi.fn(),
  simulations: vi.fn(),
  createSimulation: vi.fn(),
  pickFiles: vi.fn(),
  enqueueUpload: vi.fn(),
}));
vi.mock("../../../api/readings.ts", () => ({
  createReading: calls.createReading,
  updateReading: calls.updateReading,
}));
vi.mock("../../../api/virtual-simulations.ts", () => ({
  fetchVirtualSimulations: calls.simulations,
  createVirtualSimulation: calls.createSimulation,
  updateVirtualSimulation: vi.fn(),
}));
vi.mock("../../core/upload/pick-files.ts", () => ({ pickFiles: calls.pickFiles }));
vi.mock("../../core/upload/editor-uploads.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../core/upload/editor-uploads.ts")>()),
  enqueueUpload: calls.enqueueUpload,
}));

const open = vi.fn();

beforeEach(() => {
  vi.stubGlobal("open", open);
  calls.simulations.mockResolvedValue({ items: [], total: 0 });
});
afterEach(() => {
  cleanUpEditors();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function cardOf(type: string, attrs: Record<string, unknown>, editable = true) {
  const { editor, dom } = blockView({ type, attrs }, { editable });
  editor.storage.mediaLinks.file = HERE;
  return { editor, card: dom };
}

const part = (card: HTMLElement, name: string) =>
  card.querySelector<HTMLElement>(`.tb-reading-card__${name}`);
const buttons = (card: HTMLElement) =>
  [...card.querySelectorAll<HTMLButtonElement>(".tb-reading-card__actions button")].map(
    (button) => button.textContent,
  );
const clickButton = (card: HTMLElement, label: string) =>
  [...card.querySelectorAll<HTMLButtonElement>("button")]
    .find((button) => button.textContent === label)
    ?.click();
const nodeAttrs = (editor: Editor) => editor.state.doc.child(1).attrs;
const panel = () => document.querySelector<HTMLElement>(".tb-floating-panel");
const problem = () => panel()?.querySelector(".tb-floating-panel__error")?.textContent;
const confirm = () => panel()?.querySelector<HTMLButtonElement>(".tb-primary")?.click();

function type(name: string, value: string, index = 0): void {
  const input = document.querySelectorAll<HTMLInputElement>(`.tb-floating-panel [name="${name}"]`)[index];
  if (!input) throw new Error(`no ${name}`);
  input.value = value;
  input.dispatchEvent(new Event("input"));
}

const SIMULATION = {
  type: "VIRTUAL",
  title: "电路实验",
  url: "https://vs.example.com/circuit",
  screenType: "LANDSCAPE",
  vsFileOid: "vs-1",
};

test("a link box without its simulation says add link or virtual simulation (content §5) and offers no entry", () => {
  const { card } = cardOf("linkBox", { title: "电路实验" });
  expect(part(card, "state")?.textContent).toBe("添加链接或虚拟仿真");
  expect(buttons(card)).toEqual(["编辑"]);
  expect(part(card, "type")?.textContent).toBe("虚拟仿真");
  expect(part(card, "icon")?.getAttribute("src")).toBe(builtinIcon("virtual-simulation"));
});

test("a practical project is labelled and drawn as one; the author's label wins", () => {
  const { card } = cardOf("linkBox", { category: "practical-project" });
  expect(part(card, "type")?.textContent).toBe("实训项目");
  expect(part(card, "icon")?.getAttribute("src")).toBe(builtinIcon("practical-project"));
  expect(part(card, "title")?.textContent).toBe("未命名");
  expect(part(cardOf("linkBox", { typeName: "虚拟工厂" }).card, "type")?.textContent).toBe("虚拟工厂");
});

test("a complete link box opens its simulation in a new tab, in a read-only editor too", () => {
  const { card } = cardOf("linkBox", SIMULATION, false);
  expect(part(card, "state")).toBeNull();
  clickButton(card, "进入");
  expect(open).toHaveBeenCalledWith(SIMULATION.url, "_blank", "noopener,noreferrer");
  // 编辑 is drawn (the stylesheet hides it) but does nothing while the editor reads only.
  clickButton(card, "编辑");
  expect(panel()).toBeNull();
});

test("a link box whose target is gone says the jump target was not found (content §4, §8)", () => {
  const { card } = cardOf("linkBox", { ...SIMULATION, isValid: "N" });
  expect(part(card, "state")?.textContent).toBe("未找到跳转目标");
  expect(buttons(card)).toEqual(["编辑"]);
});

test("a link box is arranged by its own layout only when it does not follow the book's", () => {
  const following = cardOf("linkBox", { ...SIMULATION, layout: "layout-007" }).card;
  expect(following.dataset.layout).toBe("layout-001");
  expect(part(following, "illustration")).toBeNull();
  const own = cardOf("linkBox", { ...SIMULATION, layout: "layout-007", useBookLayout: "N" }).card;
  expect(own.dataset).toMatchObject({ layout: "layout-007", arrangement: "banner" });
  expect(part(own, "illustration")).not.toBeNull();
  expect(part(own, "icon")).toBeNull();
  const centred = cardOf("linkBox", {
    layout: "layout-005",
    useBookLayout: "N",
    borderColor: "#ff0000",
  }).card;
  expect(centred.dataset.centred).toBe("true");
  expect(centred.style.borderColor).toBe("#ff0000");
});

test("the link box panel makes a new simulation of the file and points the box at it", async () => {
  const made: VirtualSimulation = {
    oid: "vs-9",
    fileOid: "f1",
    name: "化工实训",
    url: "https://vs.example.com/plant",
    screenType: "PORTRAIT",
    deviceType: "ALL",
    isReaderInfoCarried: "N",
    updatedAt: "",
  };
  calls.createSimulation.mockResolvedValue(made);
  const { editor, card } = cardOf("linkBox", {});
  clickButton(card, "编辑");
  const category = panel()?.querySelector<HTMLSelectElement>('[name="category"]');
  if (!category) throw new Error("no category");
  category.value = "practical-project";
  category.dispatchEvent(new Event("change"));
  confirm();
  await vi.waitFor(() => expect(problem()).toBe("请选择或新建虚拟仿真"));
  type("simulationName", made.name);
  type("simulationUrl", made.url);
  for (const [name, value] of [
    ["screenType", "PORTRAIT"],
    ["deviceType", "ALL"],
  ] as const) {
    const select = panel()?.querySelector<HTMLSelectElement>(`[name="${name}"]`);
    if (select) select.value = value;
  }
  confirm();
  await vi.waitFor(() =>
    expect(nodeAttrs(editor)).toMatchObject({
      type: "VIRTUAL",
      category: "practical-project",
      title: "化工实训",
      url: made.url,
      screenType: "PORTRAIT",
      deviceType: "ALL",
      vsFileOid: "vs-9",
      isValid: "Y",
    }),
  );
  expect(calls.createSimulation).toHaveBeenCalledWith(HERE, expect.objectContaining({ name: made.name }));
  expect(buttons(card)).toEqual(["编辑", "进入"]);
});

function attachment(oid: string, previewUrl: string): Attachment {
  const document = { name: "讲义.pdf", mimeType: "application/pdf", extName: "pdf", size: 10 };
  return testAttachment({ attachmentOid: oid, ...document, type: "DOCUMENT", previewUrl });
}

const READING = {
  oid: "r-1",
  type: "EXTENDED_READING",
  typeName: "拓展阅读",
  title: "植物的光合作用",
  resources: [
    { kind: "LINK", title: "百科", url: "https://example.com/a" },
    { kind: "ATTACHMENT", title: "讲义", attachmentOid: "att-1", fileName: "讲义.pdf" },
  ],
};

test("an extended reading lists its resources: addresses as they are, files through their fresh links", () => {
  const { editor, card } = cardOf("extendedReading", READING, false);
  expect(part(card, "type")?.textContent).toBe("拓展阅读");
  expect(part(card, "title")?.textContent).toBe("植物的光合作用");
  const links = () => [...card.querySelectorAll("a")];
  expect(links().map((link) => link.textContent)).toEqual(["链接百科", "附件讲义"]);
  expect(links()[0]?.getAttribute("href")).toBe("https://example.com/a");
  expect(links()[1]?.hasAttribute("href")).toBe(false);
  mediaLinks(editor).add(attachment("att-1", "/files/signed/讲义.pdf"));
  expect(links()[1]?.getAttribute("href")).toBe("/files/signed/讲义.pdf");
  expect(links()[1]?.getAttribute("target")).toBe("_blank");
  expect(buttons(card)).toEqual(["编辑"]);
});

test("an extended reading without resources says so; layout-008 lays its text over the illustration", () => {
  const { card } = cardOf("extendedReading", { layout: "layout-008", useBookLayout: "N" });
  expect(part(card, "state")?.textContent).toBe("暂无资源，请添加链接或上传附件");
  expect(card.dataset.arrangement).toBe("banner");
  expect(part(card, "title")?.textContent).toBe("未命名");
});

function stored(oid: string, body: Omit<Reading, "oid" | "fileOid" | "updatedAt">): Reading {
  return { ...body, oid, fileOid: "f1", updatedAt: "" };
}

test("the reading panel saves a new reading with POST after its PUT finds none, and the node takes its oid", async () => {
  calls.updateReading.mockRejectedValue(
    new ApiError({ status: 404, errorCode: "err.resource.notFound", message: "资源不存在" }),
  );
  calls.createReading.mockImplementation(async (_path, body) => stored("r-new", body));
  const { editor, card } = cardOf("extendedReading", { oid: "client-oid", type: "EXTENDED_READING" });
  clickButton(card, "编辑");
  type("title", "科学家的故事");
  clickButton(panel() as HTMLElement, "添加链接");
  type("resourceTitle", "牛顿");
  type("resourceUrl", "www.example.com");
  confirm();
  await vi.waitFor(() =>
    expect(problem()).toBe("第 1 个资源的链接地址无效，请输入 http 或 https 开头的地址"),
  );
  expect(calls.updateReading).not.toHaveBeenCalled();
  type("resourceUrl", "https://example.com/newton");
  confirm();
  await vi.waitFor(() => expect(nodeAttrs(editor).oid).toBe("r-new"));
  const body = {
    type: "EXTENDED_READING",
    typeName: "拓展阅读",
    title: "科学家的故事",
    resources: [{ kind: "LINK", title: "牛顿", url: "https://example.com/newton" }],
  };
  expect(calls.updateReading).toHaveBeenCalledWith(HERE, "client-oid", body);
  expect(calls.createReading).toHaveBeenCalledWith(HERE, body);
  expect(nodeAttrs(editor)).toMatchObject({ title: "科学家的故事", resources: body.resources });
  expect(panel()).toBeNull();
});

test("an uploaded file joins the reading as an attachment; a file of no known type is refused", async () => {
  calls.updateReading.mockImplementation(async (_path, oid, body) => stored(oid, body));
  calls.pickFiles.mockResolvedValue([
    new File(["%PDF-1.4"], "讲义.pdf", { type: "application/pdf" }),
    new File(["hello"], "说明.txt", { type: "text/plain" }),
  ]);
  let finish: (stored: Attachment) => void = () => undefined;
  calls.enqueueUpload.mockImplementation((_editor, upload) => {
    finish = upload.onStored;
    return true;
  });
  const { editor, card } = cardOf("extendedReading", READING);
  clickButton(card, "编辑");
  clickButton(panel() as HTMLElement, "上传附件");
  await vi.waitFor(() => expect(calls.enqueueUpload).toHaveBeenCalledTimes(1));
  expect(calls.enqueueUpload.mock.calls[0]?.[1]).toMatchObject({
    nodeOid: "r-1",
    attachmentType: "DOCUMENT",
  });
  expect(problem()).toBe("“说明.txt”的格式不支持，请上传图片、音频、视频、3D 模型或文档");
  // Not while the file is on its way.
  confirm();
  await vi.waitFor(() => expect(problem()).toBe("附件上传中，请稍候再保存"));
  finish(attachment("att-2", "/files/signed/new.pdf"));
  confirm();
  await vi.waitFor(() => expect(nodeAttrs(editor).resources).toHaveLength(3));
  expect(nodeAttrs(editor).resources[2]).toEqual({
    kind: "ATTACHMENT",
    title: "讲义.pdf",
    attachmentOid: "att-2",
    fileName: "讲义.pdf",
  });
  expect(calls.updateReading).toHaveBeenCalledWith(
    HERE,
    "r-1",
    expect.objectContaining({ title: READING.title }),
  );
});

test("the inline reading is a chip: the editor opens the panel, a reader its resources", async () => {
  const inline = (editable: boolean) => {
    const editor = blockEditor(
      [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "读" },
            { type: "extendedReadingInline", attrs: READING },
          ],
        },
      ],
      { editable },
    );
    editor.storage.mediaLinks.file = HERE;
    const chip = editor.view.dom.querySelector<HTMLElement>('[data-type="extendedReadingInline"]');
    if (!chip) throw new Error("no chip");
    return chip;
  };
  const chip = inline(true);
  expect(chip.textContent).toBe("植物的光合作用");
  chip.click();
  expect(panel()?.getAttribute("aria-label")).toBe("编辑拓展阅读");
  expect(
    [...document.querySelectorAll<HTMLInputElement>('.tb-floating-panel [name="resourceTitle"]')].map(
      (input) => input.value,
    ),
  ).toEqual(["百科", "讲义"]);
  cleanUpEditors();
  inline(false).click();
  expect([...(panel()?.querySelectorAll("a") ?? [])].map((link) => link.textContent)).toEqual([
    "链接百科",
    "附件讲义",
  ]);
});
