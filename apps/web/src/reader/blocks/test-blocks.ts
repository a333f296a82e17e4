// Test support for the reader's blocks: a document rendered as the build renders it
// (renderDocumentHtml of packages/schema) into a page, and a reader context that records its calls.
import { type NodeJSON, renderDocumentHtml } from "@textbook/schema";
import { vi } from "vitest";
import type { ReaderContext } from "./reader-context.ts";

export function renderedBlocks(content: NodeJSON[]): HTMLElement {
  const root = document.createElement("article");
  root.innerHTML = renderDocumentHtml({ type: "doc", content });
  document.body.append(root);
  return root;
}

export function fakeContext(activities: Record<string, unknown> = {}) {
  return {
    assetUrl: vi.fn((path: string) => `/edition/e1/${path}`),
    attachmentPath: vi.fn((_attachmentOid: string): string | null => null),
    loadActivity: vi.fn(async (oid: string) => {
      if (!(oid in activities)) throw new Error(`no activity ${oid}`);
      return activities[oid];
    }),
    openFile: vi.fn(),
  } satisfies ReaderContext;
}

export function cleanUpPage(): void {
  document.body.replaceChildren();
}
