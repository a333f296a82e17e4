// The target part of the link and popup panels (content §3.13): BOOK picks a book of the user's,
// then chapter, section, content file and, optionally, a heading of that file; URL takes an http(s)
// address; VIRTUAL picks one of this file's virtual simulations or describes a new one (made with
// POST .../virtual-simulations when the panel is saved).
import {
  type ChapterNode,
  type ContentHeading,
  DEVICE_TYPES,
  READING_TEXTS,
  SCREEN_TYPES,
  type VirtualSimulation,
  type VirtualSimulationBody,
} from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { fetchContributedBooks } from "../../../api/books.ts";
import { fetchHeadings } from "../../../api/content.ts";
import {
  createVirtualSimulation,
  fetchVirtualSimulations,
  updateVirtualSimulation,
} from "../../../api/virtual-simulations.ts";
import { editorFile } from "../../core/media-links/media-links.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { bookTree } from "./book-trees.ts";
import { LINK_TARGET_TYPES, type LinkTargetType, targetAttributes, urlProblem } from "./link-target.ts";
import {
  checkbox,
  failureText,
  field,
  fillSelect,
  type Option,
  selectInput,
  textInput,
} from "./panel-parts.ts";

const TEXTS = READING_TEXTS.link;
const NEW_SIMULATION = "new";
const BOOK_PAGE = { page: 1, pageSize: 100 };

export type CollectedTarget =
  | { attributes: Record<string, string | null>; targetTitle: string }
  | { problem: string };

export interface TargetEditor {
  element: HTMLElement;
  /** Shows the fields of one type of target (loading a BOOK's or VIRTUAL's lists the first time). */
  show: (type: LinkTargetType) => void;
  /** The chosen target as attributes, or what is missing; a new virtual simulation is created here. */
  collect: (type: LinkTargetType) => Promise<CollectedTarget>;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const choose = (options: Option[]): Option[] => [{ value: "", label: TEXTS.choose }, ...options];
const section = (children: HTMLElement[]) =>
  createElement("div", { class: "tb-floating-panel__section" }, children);

function bookPart(editor: Editor, initial: Record<string, unknown>) {
  const current = editorFile(editor);
  const book = selectInput("bookOid");
  const chapter = selectInput("chapterOid");
  const sectionSelect = selectInput("sectionOid");
  const file = selectInput("fileOid");
  const heading = selectInput("headingOid");
  let tree: ChapterNode[] = [];
  let headings: ContentHeading[] = [];
  let loaded = false;

  const chapterNode = () => tree.find((item) => item.oid === chapter.value);
  const sectionNode = () => chapterNode()?.sections.find((item) => item.oid === sectionSelect.value);
  const fileNode = () => sectionNode()?.files.find((item) => item.oid === file.value);

  async function loadHeadings(value = "") {
    headings = [];
    fillSelect(heading, [{ value: "", label: TEXTS.wholeFile }]);
    if (!fileNode()) return;
    const path = {
      bookOid: book.value,
      chapterOid: chapter.value,
      sectionOid: sectionSelect.value,
      fileOid: file.value,
    };
    const answer = await fetchHeadings(path).catch(() => null);
    if (path.fileOid !== file.value) return;
    headings = (answer?.items ?? []).filter((item) => item.oid);
    const options = headings.map((item) => ({ value: item.oid ?? "", label: `H${item.level} ${item.text}` }));
    fillSelect(heading, [{ value: "", label: TEXTS.wholeFile }, ...options], value);
  }
  function fillFiles(value = "") {
    const files = (sectionNode()?.files ?? []).filter((item) => item.type === "CONTENT");
    fillSelect(file, choose(files.map((item) => ({ value: item.oid, label: item.name }))), value);
  }
  function fillSections(value = "") {
    const sections = chapterNode()?.sections ?? [];
    fillSelect(sectionSelect, choose(sections.map((item) => ({ value: item.oid, label: item.name }))), value);
  }
  async function loadTree(values: Record<string, unknown> = {}) {
    const bookOid = book.value;
    fillSelect(chapter, [{ value: "", label: TEXTS.loading }]);
    tree = bookOid ? ((await bookTree(editor, bookOid, true)) ?? []) : [];
    if (bookOid !== book.value) return;
    fillSelect(
      chapter,
      choose(tree.map((item) => ({ value: item.oid, label: item.name }))),
      text(values.chapterOid),
    );
    fillSections(text(values.sectionOid));
    fillFiles(text(values.fileOid));
    await loadHeadings(text(values.headingOid));
  }
  async function load() {
    if (loaded) return;
    loaded = true;
    fillSelect(book, [{ value: "", label: TEXTS.loading }]);
    const wanted = text(initial.bookOid) || current?.bookOid || "";
    const books = await fetchContributedBooks(BOOK_PAGE).catch(() => null);
    const options = (books?.items ?? []).map((item) => ({ value: item.oid, label: item.name }));
    // A book beyond the first page (or shared differently) is still shown as chosen.
    if (wanted && !options.some((option) => option.value === wanted))
      options.unshift({ value: wanted, label: wanted });
    fillSelect(book, choose(options), wanted);
    await loadTree(initial);
  }

  book.addEventListener("change", () => void loadTree());
  chapter.addEventListener("change", () => {
    fillSections();
    fillFiles();
    void loadHeadings();
  });
  sectionSelect.addEventListener("change", () => {
    fillFiles();
    void loadHeadings();
  });
  file.addEventListener("change", () => void loadHeadings());

  return {
    element: section([
      field(TEXTS.book, book),
      field(TEXTS.chapter, chapter),
      field(TEXTS.section, sectionSelect),
      field(TEXTS.file, file),
      field(TEXTS.heading, heading),
    ]),
    load,
    collect(): CollectedTarget {
      const target = fileNode();
      if (!book.value || !target) return { problem: TEXTS.targetRequired };
      const values = {
        bookOid: book.value,
        chapterOid: chapter.value,
        sectionOid: sectionSelect.value,
        fileOid: file.value,
        headingOid: heading.value,
      };
      const chosenHeading = headings.find((item) => item.oid === heading.value);
      return {
        attributes: targetAttributes("BOOK", values),
        targetTitle: chosenHeading?.text || target.name,
      };
    },
  };
}

function urlPart(initial: Record<string, unknown>) {
  const url = textInput("url", initial.type === "URL" ? text(initial.url) : "");
  return {
    element: section([field(READING_TEXTS.reading.resourceUrl, url)]),
    collect(): CollectedTarget {
      const problem = urlProblem(url.value);
      if (problem) return { problem };
      return { attributes: targetAttributes("URL", { url: url.value }), targetTitle: url.value.trim() };
    },
  };
}

const simulationBody = (inputs: {
  name: HTMLInputElement;
  url: HTMLInputElement;
  screenType: HTMLSelectElement;
  deviceType: HTMLSelectElement;
  readerInfo: HTMLInputElement;
}): VirtualSimulationBody => ({
  name: inputs.name.value.trim(),
  url: inputs.url.value.trim(),
  screenType: inputs.screenType.value as VirtualSimulationBody["screenType"],
  deviceType: inputs.deviceType.value as VirtualSimulationBody["deviceType"],
  isReaderInfoCarried: inputs.readerInfo.checked ? "Y" : "N",
});

function virtualPart(editor: Editor, initial: Record<string, unknown>) {
  const file = editorFile(editor);
  const isVirtual = initial.type === "VIRTUAL";
  const simulation = selectInput("vsFileOid", [{ value: NEW_SIMULATION, label: TEXTS.newSimulation }]);
  const reader = checkbox(
    "isReaderInfoCarried",
    TEXTS.readerInfo,
    isVirtual && initial.isReaderInfoCarried === "Y",
  );
  const inputs = {
    name: textInput("simulationName", isVirtual ? text(initial.title) : ""),
    url: textInput("simulationUrl", isVirtual ? text(initial.url) : ""),
    screenType: selectInput(
      "screenType",
      SCREEN_TYPES.map((value) => ({ value, label: TEXTS.screenTypes[value] })),
      isVirtual ? text(initial.screenType) : "",
    ),
    deviceType: selectInput(
      "deviceType",
      DEVICE_TYPES.map((value) => ({ value, label: TEXTS.deviceTypes[value] })),
      isVirtual ? text(initial.deviceType) : "",
    ),
    readerInfo: reader.input,
  };
  let simulations: VirtualSimulation[] = [];
  let loaded = false;

  function showChosen() {
    const chosen = simulations.find((item) => item.oid === simulation.value);
    if (!chosen) return;
    inputs.name.value = chosen.name;
    inputs.url.value = chosen.url;
    inputs.screenType.value = chosen.screenType;
    inputs.deviceType.value = chosen.deviceType;
    inputs.readerInfo.checked = chosen.isReaderInfoCarried === "Y";
  }
  simulation.addEventListener("change", showChosen);

  async function load() {
    if (loaded || !file) return;
    loaded = true;
    simulations = (await fetchVirtualSimulations(file).catch(() => null))?.items ?? [];
    const options = simulations.map((item) => ({ value: item.oid, label: item.name }));
    fillSelect(
      simulation,
      [...options, { value: NEW_SIMULATION, label: TEXTS.newSimulation }],
      text(initial.vsFileOid),
    );
    if (simulation.value !== NEW_SIMULATION) showChosen();
  }

  return {
    element: section([
      field(TEXTS.simulation, simulation),
      field(TEXTS.simulationName, inputs.name),
      field(TEXTS.simulationUrl, inputs.url),
      field(TEXTS.screenType, inputs.screenType),
      field(TEXTS.deviceType, inputs.deviceType),
      reader.element,
    ]),
    load,
    async collect(): Promise<CollectedTarget> {
      const body = simulationBody(inputs);
      if (!body.name) return { problem: TEXTS.simulationRequired };
      const problem = urlProblem(body.url);
      if (problem) return { problem };
      if (!file) return { problem: TEXTS.simulationRequired };
      const chosen = simulations.find((item) => item.oid === simulation.value);
      const unchanged =
        chosen &&
        chosen.name === body.name &&
        chosen.url === body.url &&
        chosen.screenType === body.screenType &&
        chosen.deviceType === body.deviceType &&
        chosen.isReaderInfoCarried === body.isReaderInfoCarried;
      try {
        const saved = unchanged
          ? chosen
          : chosen
            ? await updateVirtualSimulation(file, { ...body, oid: chosen.oid })
            : await createVirtualSimulation(file, body);
        const values = { ...saved, vsFileOid: saved.oid };
        return { attributes: targetAttributes("VIRTUAL", values), targetTitle: saved.name };
      } catch (error) {
        return { problem: failureText(error, TEXTS.saveFailed) };
      }
    },
  };
}

const PARTS = {
  BOOK: bookPart,
  URL: (_editor: Editor, initial: Record<string, unknown>) => urlPart(initial),
  VIRTUAL: virtualPart,
};

type Part = ReturnType<(typeof PARTS)[LinkTargetType]>;

/** The editor of the given target types (all three for a link or a popup, VIRTUAL for a link box). */
export function createTargetEditor(
  editor: Editor,
  initial: Record<string, unknown>,
  types: readonly LinkTargetType[] = LINK_TARGET_TYPES,
): TargetEditor {
  const parts = new Map<LinkTargetType, Part>(types.map((type) => [type, PARTS[type](editor, initial)]));
  const element = createElement(
    "div",
    {},
    [...parts.values()].map((part) => part.element),
  );
  return {
    element,
    show(type) {
      for (const [name, part] of parts) part.element.hidden = name !== type;
      const part = parts.get(type);
      if (part && "load" in part) void part.load();
    },
    collect: async (type) => parts.get(type)?.collect() ?? { problem: TEXTS.targetRequired },
  };
}
