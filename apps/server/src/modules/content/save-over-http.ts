// A save made by an HTTP call (PUT content, a copy, a restore): the socket's save rules for a caller
// without a socket, then what follows every save, so the file's readers hear the new version and a
// waiting reader gets the lock as they would after a socket save.
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { type SavedFile, type SaveRequest, saveFile } from "./save-file.ts";

export async function saveOverHttp(
  deps: Pick<Deps, "db" | "clock" | "saveSocket">,
  auth: AuthContext,
  request: SaveRequest,
): Promise<SavedFile> {
  const saved = await saveFile({ ...deps, locks: deps.saveSocket.locks }, { auth, party: null }, request);
  await deps.saveSocket.moves.afterSave(saved, request.content);
  return saved;
}
