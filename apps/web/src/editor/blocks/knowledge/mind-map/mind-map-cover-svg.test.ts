// @vitest-environment happy-dom
// The cover drawn from the library's DOM: topics as text (never markup), the library's lines copied.
import { expect, test } from "vitest";
import { mindMapCoverSvg } from "./mind-map-cover-svg.ts";

/** The shape mind-elixir lays out: me-nodes with topics, the main lines and a branch's lines. */
function mapNodes(...topics: string[]): HTMLElement {
  const nodes = document.createElement("me-nodes");
  const branch = document.createElement("me-wrapper");
  for (const topic of topics) {
    const tpc = document.createElement("me-tpc");
    const text = document.createElement("span");
    text.className = "text";
    text.textContent = topic;
    tpc.append(text);
    branch.append(tpc);
  }
  branch.insertAdjacentHTML(
    "beforeend",
    '<svg class="subLines"><path d="M 1 1 L 5 5" stroke="#666"></path></svg>',
  );
  nodes.append(branch);
  nodes.insertAdjacentHTML(
    "beforeend",
    '<svg class="lines"><path d="M 0 0 C 10 10 20 20 30 30" stroke="#8d8d8d" fill="none"></path></svg>',
  );
  document.body.append(nodes);
  return nodes;
}

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, "image/svg+xml");
}

test("each topic's text is written as text, line by line, whatever it contains", () => {
  const svg = mindMapCoverSvg(
    mapNodes("光合作用", '<img src=x onerror="alert(1)">', "第一行\n第二行"),
    "#ffffff",
  );
  const document = parse(svg);
  expect(document.documentElement.localName).toBe("svg");
  expect([...document.querySelectorAll("text")].map((text) => text.textContent)).toEqual([
    "光合作用",
    '<img src=x onerror="alert(1)">',
    "第一行",
    "第二行",
  ]);
  expect(document.querySelector("img, foreignObject, script")).toBeNull();
  expect(svg).toContain("&lt;img");
});

test("the library's lines are copied as paths on the map's background", () => {
  const document = parse(mindMapCoverSvg(mapNodes("中心"), "#f6f6f6"));
  expect([...document.querySelectorAll("path")].map((path) => path.getAttribute("d"))).toEqual([
    "M 1 1 L 5 5",
    "M 0 0 C 10 10 20 20 30 30",
  ]);
  expect(document.querySelector("svg > rect")?.getAttribute("fill")).toBe("#f6f6f6");
  // Only the paths travel: not the library's own svg elements with their classes.
  expect(document.querySelector(".lines, .subLines")).toBeNull();
});

function place(
  element: Element,
  box: { x: number; y: number; width: number; height: number },
  parent: Element,
) {
  Object.defineProperties(element, {
    offsetLeft: { value: box.x },
    offsetTop: { value: box.y },
    offsetWidth: { value: box.width },
    offsetHeight: { value: box.height },
    offsetParent: { value: parent },
  });
}

test("the cover is cropped to the topics with a margin, not the padding the library pans in", () => {
  const nodes = mapNodes("中心", "分支");
  place(nodes, { x: 0, y: 0, width: 1000, height: 800 }, document.body);
  const [root, branch] = [...nodes.querySelectorAll("me-tpc")];
  if (!root || !branch) throw new Error("no topics");
  place(root, { x: 100, y: 50, width: 80, height: 30 }, nodes);
  place(branch, { x: 300, y: 200, width: 60, height: 30 }, nodes);
  const svg = parse(mindMapCoverSvg(nodes, "#fff")).documentElement;
  expect(svg.getAttribute("viewBox")).toBe("60 10 340 260");
  expect([svg.getAttribute("width"), svg.getAttribute("height")]).toEqual(["340", "260"]);
});
