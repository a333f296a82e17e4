// Dragging an image's side handle: the new width follows the pointer, kept between the node type's
// minimum (content §9) and the width of the column the image stands in, and is written once, as
// one undoable step, when the pointer is released.

export function resizedWidth(startPx: number, deltaPx: number, minPx: number, maxPx: number): number {
  return Math.round(Math.min(Math.max(startPx + deltaPx, minPx), Math.max(minPx, maxPx)));
}

export interface ResizeOptions {
  handle: HTMLElement;
  /** The element whose width the drag starts from. */
  frame: HTMLElement;
  /** Shows a width while the pointer moves (nothing is written to the document before the release). */
  preview: (widthPx: number) => void;
  /** -1 for a handle on the left side (dragging left widens). */
  direction: 1 | -1;
  minPx: number;
  maxPx: () => number;
  /** False when the drag must not start (read-only editor, upload running). */
  canStart: () => boolean;
  onDone: (widthPx: number) => void;
}

export function makeResizable(options: ResizeOptions): void {
  const { handle, frame, direction } = options;
  handle.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || !options.canStart()) return;
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = frame.getBoundingClientRect().width;
    let width = Math.round(startWidth);
    handle.setPointerCapture?.(event.pointerId);
    const move = (moved: PointerEvent) => {
      width = resizedWidth(startWidth, (moved.clientX - startX) * direction, options.minPx, options.maxPx());
      options.preview(width);
    };
    const up = () => {
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", up);
      handle.removeEventListener("pointercancel", up);
      if (width !== Math.round(startWidth)) options.onDone(width);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", up);
    handle.addEventListener("pointercancel", up);
  });
}
