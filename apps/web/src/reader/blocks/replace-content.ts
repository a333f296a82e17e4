/** Puts `content` in place of the element's children; answers how to put the stored ones back. */
export function replaceContent(element: HTMLElement, content: Node[]): () => void {
  const stored = Array.from(element.childNodes);
  element.replaceChildren(...content);
  return () => element.replaceChildren(...stored);
}
