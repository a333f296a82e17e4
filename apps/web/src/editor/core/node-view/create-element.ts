// Plain DOM for node views: most blocks need no React, and a React root per block would cost
// every open and every keystroke of a long chapter.

type Child = Node | string | null | undefined | false;

export function createElement<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, string | undefined> = {},
  children: Child[] = [],
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child) element.append(child);
  }
  return element;
}
