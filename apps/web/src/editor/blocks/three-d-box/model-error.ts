// A failure a viewer shows as it is: its message is already the Chinese one for the reader. Apart
// from the loaders, so the editor can tell it without loading three.js.
export class ViewerError extends Error {}
