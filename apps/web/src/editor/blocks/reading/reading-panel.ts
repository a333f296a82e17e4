// The extended reading panel (content §3.14), for the block and its inline form alike: the type
// label, the title and the resources — web addresses and files uploaded through the editor's upload
// queue (one at a time, progress on the row). 确定 stores the reading (save-reading.ts) and writes
// it onto the node. A file that finishes after the panel was closed is added to the node's reading.
import {
  ATTACHMENT_TYPES,
  type Attachment,
  formatMessage,
  READING_TEXTS,
  type ReadingResource,
  UPLOAD_TEXTS,
} from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { acceptFor, typeForFileName } from "../../../app/uploads/upload-limits.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { enqueueUpload, subscribeUploads, uploadLabel } from "../../core/upload/editor-uploads.ts";
import { findNodeByOid } from "../../core/upload/node-by-oid.ts";
import { pickFiles } from "../../core/upload/pick-files.ts";
import { failureText, field, type NodePanelOptions, openPanelFrame, textInput } from "../link/panel-parts.ts";
import { readResources } from "./read-resource.ts";
import { readingBody } from "./reading-resources.ts";
import { readingAttributes, saveReading, saveReadingOfNode } from "./save-reading.ts";

const TEXTS = READING_TEXTS.reading;
const ANY_FILE = ATTACHMENT_TYPES.map(acceptFor).join(",");

interface Row {
  kind: ReadingResource["kind"];
  element: HTMLElement;
  title: HTMLInputElement;
  url: HTMLInputElement | null;
  /** Set once the file is stored (an ATTACHMENT row). */
  attachment: { attachmentOid: string; fileName?: string } | null;
  uploading: boolean;
}

function rowResource(row: Row): ReadingResource {
  const title = row.title.value.trim();
  if (row.kind === "LINK") return { kind: "LINK", title, url: row.url?.value.trim() ?? "" };
  return { kind: "ATTACHMENT", title, attachmentOid: row.attachment?.attachmentOid ?? "", ...row.attachment };
}

/** The node's current reading values, read again when a late upload lands. */
function storedValues(editor: Editor, oid: string) {
  const attrs = findNodeByOid(editor.state.doc, oid)?.node.attrs;
  return {
    type: attrs?.type,
    typeName: typeof attrs?.typeName === "string" ? attrs.typeName : "",
    title: typeof attrs?.title === "string" ? attrs.title : "",
    resources: readResources(attrs?.resources),
  };
}

export function openReadingPanel(options: NodePanelOptions): void {
  const { editor, attributes } = options;
  const nodeOid = typeof attributes.oid === "string" ? attributes.oid : null;
  const typeName = textInput(
    "typeName",
    typeof attributes.typeName === "string" ? attributes.typeName : TEXTS.defaultTypeName,
  );
  const title = textInput("title", typeof attributes.title === "string" ? attributes.title : "");
  const list = createElement("ul", { class: "tb-reading-panel__resources" });
  const empty = createElement("p", { class: "tb-reading-panel__empty" }, [TEXTS.noResources]);
  const progress = createElement("p", { class: "tb-reading-panel__progress", role: "status" });
  const rows: Row[] = [];
  let open = true;
  const showProgress = () => {
    progress.textContent = uploadLabel(editor, nodeOid) ?? "";
  };
  const stopProgress = subscribeUploads(editor, showProgress);

  const refresh = () => {
    list.replaceChildren(...rows.map((row) => row.element));
    empty.hidden = rows.length > 0;
  };
  const remove = (row: Row) => {
    rows.splice(rows.indexOf(row), 1);
    refresh();
  };

  function addRow(resource: ReadingResource | null, kind: Row["kind"]): Row {
    const titleInput = textInput("resourceTitle", resource?.title ?? "");
    titleInput.placeholder = TEXTS.resourceTitle;
    const url =
      kind === "LINK" ? textInput("resourceUrl", resource?.kind === "LINK" ? resource.url : "") : null;
    if (url) url.placeholder = TEXTS.resourceUrl;
    const fileName = createElement("span", { class: "tb-reading-panel__file" });
    const removeButton = createElement("button", { type: "button" }, [TEXTS.remove]);
    const row: Row = {
      kind,
      title: titleInput,
      url,
      attachment:
        resource?.kind === "ATTACHMENT"
          ? {
              attachmentOid: resource.attachmentOid,
              ...(resource.fileName ? { fileName: resource.fileName } : {}),
            }
          : null,
      uploading: false,
      element: createElement("li", { class: "tb-reading-panel__resource", "data-kind": kind }, [
        createElement("span", { class: "tb-reading-kind" }, [TEXTS.kinds[kind]]),
        titleInput,
        url ?? fileName,
        removeButton,
      ]),
    };
    fileName.textContent = row.attachment?.fileName ?? "";
    removeButton.addEventListener("click", () => remove(row));
    rows.push(row);
    refresh();
    return row;
  }

  for (const resource of readResources(attributes.resources)) addRow(resource, resource.kind);

  const frame = openPanelFrame({
    anchor: options.anchor,
    title: TEXTS.edit,
    body: [
      field(TEXTS.typeName, typeName),
      field(TEXTS.title, title),
      createElement("div", { class: "tb-reading-panel" }, [
        createElement("span", { class: "tb-reading-panel__label" }, [TEXTS.resources]),
        list,
        empty,
        progress,
        createElement("div", { class: "tb-reading-panel__add" }, [addLink(), upload()]),
      ]),
    ],
    onClose: () => {
      open = false;
      stopProgress();
    },
    onDone: async () => {
      if (rows.some((row) => row.uploading)) {
        frame.showProblem(TEXTS.waitForUploads);
        return false;
      }
      const checked = readingBody({
        type: attributes.type,
        typeName: typeName.value,
        title: title.value,
        resources: rows.map(rowResource),
      });
      if ("problem" in checked) {
        frame.showProblem(checked.problem);
        return false;
      }
      try {
        const reading = await saveReading(editor, nodeOid, checked.body);
        options.onSave(readingAttributes(reading));
        return true;
      } catch (error) {
        frame.showProblem(
          formatMessage(TEXTS.saveFailed, { reason: failureText(error, READING_TEXTS.link.saveFailed) }),
        );
        return false;
      }
    },
  });
  refresh();

  function addLink(): HTMLButtonElement {
    const button = createElement("button", { type: "button" }, [TEXTS.addLink]);
    button.addEventListener("click", () => addRow(null, "LINK").title.focus());
    return button;
  }

  /** A stored file after the panel closed joins the node's reading as it is now. */
  function storeLate(resource: ReadingResource): void {
    if (!nodeOid || !findNodeByOid(editor.state.doc, nodeOid)) return;
    const values = storedValues(editor, nodeOid);
    const checked = readingBody({ ...values, resources: [...values.resources, resource] });
    if ("body" in checked) void saveReadingOfNode(editor, nodeOid, checked.body);
  }

  function queue(file: File): void {
    const attachmentType = typeForFileName(file.name);
    if (!attachmentType || !nodeOid) {
      frame.showProblem(formatMessage(UPLOAD_TEXTS.unknownType, { name: file.name }));
      return;
    }
    const row = addRow({ kind: "ATTACHMENT", title: file.name, attachmentOid: "" }, "ATTACHMENT");
    row.uploading = true;
    const status = row.element.querySelector(".tb-reading-panel__file");
    if (status) status.textContent = TEXTS.uploading;
    enqueueUpload(editor, {
      nodeOid,
      file,
      attachmentType,
      onStored: (attachment: Attachment) => {
        row.uploading = false;
        row.attachment = { attachmentOid: attachment.attachmentOid, fileName: attachment.name };
        if (status) status.textContent = attachment.name;
        if (!open) storeLate(rowResource(row));
      },
      // The queue has told the user why; the row goes, the reading stays.
      onFailed: () => remove(row),
    });
  }

  function upload(): HTMLButtonElement {
    const button = createElement("button", { type: "button" }, [TEXTS.upload]);
    button.addEventListener("click", () => {
      void pickFiles(ANY_FILE, { multiple: true }).then((files) => {
        frame.showProblem(null);
        for (const file of files) queue(file);
      });
    });
    return button;
  }
}
