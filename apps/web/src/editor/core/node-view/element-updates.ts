// Writes to a view's element only what changed: a src set again restarts an image's load, and
// children put back in place drop the caret of the title being typed into.

export function setSrc(image: HTMLImageElement, url: string | null): void {
  if (url === null) image.removeAttribute("src");
  else if (image.getAttribute("src") !== url) image.src = url;
}

/** Sets `data-<name>`, or removes it for undefined. */
export function setData(element: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) delete element.dataset[name];
  else if (element.dataset[name] !== value) element.dataset[name] = value;
}

/** Makes `children` the element's children, in order, moving nothing that is already in place. */
export function setChildren(element: HTMLElement, children: readonly HTMLElement[]): void {
  if (
    element.children.length !== children.length ||
    children.some((child, index) => element.children[index] !== child)
  ) {
    element.replaceChildren(...children);
  }
}
