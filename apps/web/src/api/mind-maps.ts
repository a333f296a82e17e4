// Mind-map calls (shell §7 Files > Mind maps), and the cover the editor draws from a map when it is
// saved: an SVG kept as an IMAGE attachment of the book through POST .../svg-contents.
import {
  type Attachment,
  type CopiedMindMap,
  contentCalls,
  type FilePath,
  type MindMap,
  type MindMapBody,
  mindMapCalls,
} from "@textbook/shared";
import { call } from "./call.ts";

export function fetchMindMap(path: FilePath, mindMapOid: string): Promise<MindMap> {
  return call(mindMapCalls.get, { params: { ...path, mindMapOid } });
}

export function createMindMap(path: FilePath, body: MindMapBody): Promise<MindMap> {
  return call(mindMapCalls.create, { params: path, body });
}

export function updateMindMap(path: FilePath, mindMapOid: string, body: MindMapBody): Promise<MindMap> {
  return call(mindMapCalls.update, { params: { ...path, mindMapOid }, body });
}

/** A new mind map in the target file, whose card the server adds at the end of that file's document. */
export function copyMindMap(
  path: FilePath,
  mindMapOid: string,
  targetFileOid: string,
): Promise<CopiedMindMap> {
  return call(mindMapCalls.copy, { params: { ...path, mindMapOid }, body: { targetFileOid } });
}

export function storeMindMapCover(path: FilePath, svg: string, name: string): Promise<Attachment> {
  return call(contentCalls.svgContent, { params: path, body: { svg, name } });
}
