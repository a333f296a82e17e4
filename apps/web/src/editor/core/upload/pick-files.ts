// The browser's file dialog, opened from a menu choice or a block's own button (in the click that
// asked for it, so the browser allows it).
export function pickFiles(accept: string, options: { multiple?: boolean } = {}): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = accept;
    input.multiple = options.multiple ?? false;
    input.addEventListener("change", () => resolve([...(input.files ?? [])]));
    input.addEventListener("cancel", () => resolve([]));
    input.click();
  });
}
