// A save-content payload as the tests send it: paragraphs of text on a base version, under a fresh
// clientSaveId.
import type { FileAddress, SaveContent } from "@textbook/shared";
import { paragraphs, saveId } from "./socket-clients.ts";

export function saveRequest(address: FileAddress, baseVersion: number, ...texts: string[]): SaveContent {
  return { ...address, baseVersion, content: paragraphs(...texts), clientSaveId: saveId() };
}
