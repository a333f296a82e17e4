// Mind-map calls (shell §7 Files > Mind maps), and the cover the editor draws from a map when it is
// saved: an SVG kept as an IMAGE attachment of the book through POST .../svg-contents.
import type { Attachment, CopiedMindMap, FilePath, MindMap, MindMapBody } from "@textbook/shared";
import { request } from "./client.ts";
import { filePath } from "./file-path.ts";

const mindMaps = (path: FilePath) => `${filePath(path)}/mind-maps`;

export function fetchMindMap(path: FilePath, mindMapOid: string): Promise<MindMap> {
  return request<MindMap>(`${mindMaps(path)}/${mindMapOid}`, { timeout: "content" });
}

export function createMindMap(path: FilePath, body: MindMapBody): Promise<MindMap> {
  return request<MindMap>(mindMaps(path), { method: "POST", body, timeout: "content" });
}

export function updateMindMap(path: FilePath, mindMapOid: string, body: MindMapBody): Promise<MindMap> {
  return request<MindMap>(`${mindMaps(path)}/${mindMapOid}`, { method: "PUT", body, timeout: "content" });
}

/** A new mind map in the target file, whose card the server adds at the end of that file's document. */
export function copyMindMap(
  path: FilePath,
  mindMapOid: string,
  targetFileOid: string,
): Promise<CopiedMindMap> {
  return request<CopiedMindMap>(`${mindMaps(path)}/${mindMapOid}/copy`, {
    method: "POST",
    body: { targetFileOid },
    timeout: "content",
  });
}

export function storeMindMapCover(path: FilePath, svg: string, name: string): Promise<Attachment> {
  return request<Attachment>(`${filePath(path)}/svg-contents`, {
    method: "POST",
    body: { svg, name },
    timeout: "content",
  });
}
