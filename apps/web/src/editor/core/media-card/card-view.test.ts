// @vitest-environment happy-dom
// What every card on CardView does alike: its title follows the editor's editability, and a drag
// begun on a control (the title, a player's seek bar) is the control's.
import type { JSONContent } from "@tiptap/core";
import { afterEach, describe, expect, test } from "vitest";
import { blockView, cleanUpEditors } from "../../test/block-editor.ts";

afterEach(cleanUpEditors);

const CARDS: { block: JSONContent; title: string; control?: string }[] = [
  {
    block: { type: "videoBox", attrs: { oid: "v1", title: "视频" } },
    title: ".tb-media-box__title",
    control: "video",
  },
  {
    block: { type: "audioBox", attrs: { oid: "a1", title: "音频" } },
    title: ".tb-media-box__title",
    control: "audio",
  },
  {
    block: {
      type: "threeDBox",
      attrs: { oid: "m1" },
      content: [{ type: "threeDIcon" }, { type: "threeDTitle", attrs: { title: "模型" } }],
    },
    title: ".tb-file-card__title",
  },
  { block: { type: "documentBox", attrs: { oid: "d1", title: "讲义" } }, title: ".tb-file-card__title" },
  {
    block: { type: "interaction", attrs: { oid: "i1", complete: "Y", title: "练习" } },
    title: ".tb-interaction__title",
  },
];

function cardOf({ block, title, control }: (typeof CARDS)[number], editable: boolean) {
  const { editor, dom: card } = blockView(block, { editable });
  const input = card.querySelector<HTMLInputElement>(title);
  const pressed = control ? card.querySelector(control) : input;
  if (!input || !pressed) throw new Error(`no ${block.type} card with its title`);
  return { editor, card, input, pressed };
}

describe.each(CARDS)("$block.type", (entry) => {
  test("the title can be typed into once the editor becomes editable (the page's lock granted)", () => {
    const { editor, input } = cardOf(entry, false);
    expect(input.readOnly).toBe(true);
    // As the page does it: no update event, an empty transaction.
    editor.setEditable(true, false);
    editor.view.dispatch(editor.state.tr);
    expect(input.readOnly).toBe(false);
  });

  test("a drag begun on a control is the control's; one begun on the card moves the block", () => {
    const { card, pressed } = cardOf(entry, true);
    pressed.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    const drag = new Event("dragstart", { bubbles: true, cancelable: true });
    card.dispatchEvent(drag);
    expect(drag.defaultPrevented).toBe(true);
    card.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    const blockDrag = new Event("dragstart", { bubbles: true, cancelable: true });
    card.dispatchEvent(blockDrag);
    expect(blockDrag.defaultPrevented).toBe(false);
  });
});
