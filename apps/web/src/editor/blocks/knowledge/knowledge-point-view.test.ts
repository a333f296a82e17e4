// @vitest-environment happy-dom
// The knowledge point in a line of text: its chip, and editing its text.
import { EDITOR_BLOCK_TEXTS, KNOWLEDGE_TEXTS } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { blockEditor, cleanUpEditors } from "../../test/block-editor.ts";

afterEach(cleanUpEditors);

const TEXTS = KNOWLEDGE_TEXTS.point;

function pointOf(attrs: Record<string, unknown>, editable = true) {
  const editor = blockEditor(
    [
      {
        type: "paragraph",
        content: [
          { type: "text", text: "本节学习" },
          { type: "knowledgePoint", attrs },
        ],
      },
    ],
    { editable },
  );
  const chip = () => {
    const found = editor.view.dom.querySelector<HTMLElement>('[data-type="knowledgePoint"]');
    if (!found) throw new Error("no knowledge point");
    return found;
  };
  const attrsNow = () => editor.state.doc.child(0).child(1).attrs;
  return { editor, chip, attrsNow };
}

function panelButton(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll<HTMLButtonElement>(".tb-floating-panel button")].find(
    (button) => button.textContent === name,
  );
  if (!found) throw new Error(`no ${name} button`);
  return found;
}

test("the chip shows the point's text and names its graph on hover", () => {
  const { chip } = pointOf({ knId: "k1", knText: "光合作用", graphId: "g-bio" });
  expect(chip().textContent).toBe(`${TEXTS.label}光合作用`);
  expect(chip().title).toBe("知识点：光合作用（知识图谱 g-bio）");
  expect(chip().dataset.graphId).toBe("g-bio");
  expect(pointOf({ knText: "呼吸作用" }).chip().title).toBe(`知识点：呼吸作用（知识图谱 ${TEXTS.noGraph}）`);
});

test("a click while editing opens the panel; its text changes, an empty one is refused", async () => {
  const { chip, attrsNow } = pointOf({ knId: "k1", knText: "光合作用", graphId: "g-bio" });
  chip().click();
  const panel = document.querySelector<HTMLElement>(`.tb-floating-panel[aria-label="${TEXTS.edit}"]`);
  expect(panel?.textContent).toContain("g-bio");
  const input = panel?.querySelector<HTMLInputElement>('input[name="knText"]');
  if (!input) throw new Error("no text field");
  expect(input.value).toBe("光合作用");

  const done = panelButton(EDITOR_BLOCK_TEXTS.math.done);
  input.value = "  ";
  done.click();
  expect(panel?.querySelector('[role="alert"]')?.textContent).toBe(TEXTS.required);
  expect(attrsNow().knText).toBe("光合作用");

  // The panel takes the next 确定 once it has answered the last one.
  await vi.waitFor(() => expect(done.disabled).toBe(false));
  input.value = " 光反应 ";
  done.click();
  expect(attrsNow()).toMatchObject({ knText: "光反应", knId: "k1", graphId: "g-bio" });
  expect(chip().textContent).toBe(`${TEXTS.label}光反应`);
});

test("a reader's click opens nothing", () => {
  pointOf({ knText: "光合作用" }, false).chip().click();
  expect(document.querySelector(".tb-floating-panel")).toBeNull();
});
