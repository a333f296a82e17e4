// The mind-map editor (content §3.16): a dialog over the page in which mind-elixir draws and edits
// the map, with its title, tool buttons for what the keys do, and 保存 / 取消. This module and the
// library load only when a map is opened (open-mind-map.ts imports it lazily). The dialog lives on
// document.body, outside the document, and keeps its keys from the editor page (Ctrl+S saves the
// map, not the file).
import { KNOWLEDGE_TEXTS, MIND_MAP_LIMITS, type MindMapData, mindMapDataSchema } from "@textbook/shared";
import MindElixir, { type MindElixirData, type MindElixirInstance } from "mind-elixir";
import "mind-elixir/style.css";
import { dialog } from "../../../../app/global/dialog.ts";
import { createElement } from "../../../core/node-view/create-element.ts";
import { mindMapCoverSvg } from "./mind-map-cover-svg.ts";
import type { MindMapDraft } from "./save-mind-map.ts";
import "./mind-map.css";

const TEXTS = KNOWLEDGE_TEXTS.mindMap;

export interface MindMapDialogOptions {
  /** The stored title and map, or null data for a new map. */
  load: Promise<{ title: string; data: MindMapData | null }>;
  /** Stores the draft; a failure keeps the dialog open with the draft. */
  onSave: (draft: MindMapDraft) => Promise<void>;
}

/** Arrow and summary labels (and topics) are drawn as text: the library alone would draw labels as HTML. */
function asText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function toolButton(label: string, action: () => void): HTMLButtonElement {
  const button = createElement("button", { type: "button", class: "tb-mind-map-dialog__tool" }, [label]);
  button.addEventListener("click", action);
  return button;
}

/**
 * What is saved of the library's data: the map itself, not the theme the dialog always sets; checked
 * here by the server's own rules, so a map too large is told before anything is sent.
 */
function mapData(mind: MindElixirInstance): { data: MindMapData } | { problem: string } {
  const { nodeData, arrows, summaries, direction } = mind.getData();
  const checked = mindMapDataSchema.safeParse({ nodeData, arrows, summaries, direction });
  if (checked.success) return { data: checked.data };
  return { problem: checked.error.issues[0]?.message ?? TEXTS.saveFailed };
}

export function openMindMapDialog(options: MindMapDialogOptions): void {
  const title = createElement("input", {
    type: "text",
    class: "tb-mind-map-dialog__title",
    "aria-label": TEXTS.titleLabel,
    placeholder: TEXTS.titlePlaceholder,
    maxlength: String(MIND_MAP_LIMITS.maxTitleLength),
  });
  const canvas = createElement("div", { class: "tb-mind-map-dialog__canvas" });
  const status = createElement("span", { class: "tb-mind-map-dialog__status", role: "status" }, [
    TEXTS.loading,
  ]);
  const cancel = createElement("button", { type: "button" }, [TEXTS.cancel]);
  const save = createElement("button", { type: "button", class: "tb-primary", disabled: "" }, [TEXTS.save]);
  let mind: MindElixirInstance | null = null;
  let dirty = false;
  let saving = false;

  const withSelection = (action: (instance: MindElixirInstance) => void) => () => {
    if (!mind) return;
    if (mind.currentNodes.length === 0) mind.selectNode(mind.findEle(mind.nodeData.id));
    action(mind);
  };
  const tools = createElement("div", { class: "tb-mind-map-dialog__tools" }, [
    toolButton(
      TEXTS.addChild,
      withSelection((instance) => void instance.addChild()),
    ),
    toolButton(
      TEXTS.addSibling,
      withSelection((instance) => void instance.insertSibling("after")),
    ),
    toolButton(
      TEXTS.remove,
      withSelection((instance) => void instance.removeNodes(instance.currentNodes)),
    ),
    toolButton(TEXTS.undo, () => mind?.undo()),
    toolButton(TEXTS.redo, () => mind?.redo()),
    createElement("span", { class: "tb-mind-map-dialog__keys" }, [TEXTS.keys]),
  ]);
  const root = createElement(
    "div",
    { class: "tb-mind-map-dialog", role: "dialog", "aria-modal": "true", "aria-label": TEXTS.dialogTitle },
    [
      createElement("div", { class: "tb-mind-map-dialog__frame" }, [
        createElement("header", { class: "tb-mind-map-dialog__header" }, [
          createElement("h2", {}, [TEXTS.dialogTitle]),
          title,
        ]),
        tools,
        canvas,
        createElement("footer", { class: "tb-mind-map-dialog__footer" }, [status, cancel, save]),
      ]),
    ],
  );

  const close = () => {
    mind?.destroy();
    mind = null;
    root.remove();
  };
  const askClose = async () => {
    if (saving) return;
    if (!dirty || (await dialog.confirm("close", { content: TEXTS.discard }))) close();
  };
  const doSave = async () => {
    if (!mind || saving) return;
    // A topic being typed is finished first, as leaving its box would.
    if (document.activeElement instanceof HTMLElement && document.activeElement.id === "input-box") {
      document.activeElement.blur();
    }
    const map = mapData(mind);
    if ("problem" in map) {
      status.textContent = map.problem;
      return;
    }
    saving = true;
    save.disabled = true;
    status.textContent = TEXTS.saving;
    try {
      await options.onSave({
        title: title.value,
        data: map.data,
        coverSvg: mindMapCoverSvg(mind.nodes, mind.theme.cssVar["--bgcolor"]),
      });
      close();
    } catch (error) {
      console.error("mind map save failed", error);
      status.textContent = TEXTS.saveFailed;
      save.disabled = false;
    } finally {
      saving = false;
    }
  };

  title.addEventListener("input", () => {
    dirty = true;
  });
  cancel.addEventListener("click", () => void askClose());
  save.addEventListener("click", () => void doSave());
  root.addEventListener("keydown", (event) => {
    // The editor page's own keys (save the file, find) must not act behind the dialog.
    event.stopPropagation();
    const target = event.target instanceof HTMLElement ? event.target : null;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      void doSave();
    } else if (event.key === "Escape" && target?.id !== "input-box") {
      void askClose();
    }
  });
  document.body.append(root);

  options.load.then(
    (loaded) => {
      if (!root.isConnected) return;
      title.value = loaded.title;
      mind = new MindElixir({
        el: canvas,
        direction: MindElixir.SIDE,
        theme: MindElixir.THEME,
        newTopicName: TEXTS.newTopic,
        contextMenu: { focus: true, link: true, locale: TEXTS.menu },
        toolBar: true,
        keypress: true,
        markdown: asText,
      });
      mind.init((loaded.data ?? MindElixir.new(TEXTS.rootTopic)) as MindElixirData);
      mind.bus.addListener("operation", () => {
        dirty = true;
      });
      status.textContent = "";
      save.disabled = false;
      mind.container.focus();
    },
    (error: unknown) => {
      console.error("mind map load failed", error);
      status.textContent = TEXTS.loadFailed;
    },
  );
  title.focus();
}
