// A few lines instead of a UI framework: the reader's first page must stay light (its budget is
// 150 KB of gzipped JavaScript, React with the app's core chunk alone is more) and its blocks are
// plain DOM anyway (blocks/).

type Child = Node | string | null | undefined | false;
type Attribute = string | number | boolean | null | undefined;
export type Attributes = Record<string, Attribute | ((event: Event) => void)>;

/** An element with its attributes (`onclick`-style keys add listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === "function") element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, "");
    else if (value !== false && value !== null && value !== undefined)
      element.setAttribute(name, String(value));
  }
  element.append(...children.filter((child): child is Node | string => Boolean(child)));
  return element;
}
