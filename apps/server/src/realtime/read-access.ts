// Who may still read a file, for the broadcasts of saved content (security review F-07): a socket's
// session is resolved again and the file opened with it (the view right, as join-file checks it).
// An answer is trusted for `cacheMs` (judged with the injected clock), so a burst of saves to a
// file with many readers costs one check per reader session, not one per save.
import type { FileAddress } from "@textbook/shared";
import type { Deps } from "../deps.ts";
import { EditRefusal } from "../modules/content/edit-refusal.ts";
import { openFile } from "../modules/content/open-file.ts";
import { authenticate } from "./handshake.ts";

export interface ReadAccess {
  /** True when the session behind `token` may still view the file. */
  allowed(sessionOid: string, token: string, address: FileAddress): Promise<boolean>;
}

export function createReadAccess(deps: Pick<Deps, "db" | "clock">, cacheMs: number): ReadAccess {
  const answers = new Map<string, { allowed: boolean; until: number }>();

  async function check(token: string, address: FileAddress): Promise<boolean> {
    try {
      await openFile(deps.db, await authenticate(deps, token), address);
      return true;
    } catch (error) {
      if (error instanceof EditRefusal) return false;
      throw error;
    }
  }

  return {
    async allowed(sessionOid, token, address) {
      const now = deps.clock.now().getTime();
      const key = `${sessionOid}|${address.fileOid}`;
      const known = answers.get(key);
      if (known && known.until > now) return known.allowed;
      const allowed = await check(token, address);
      for (const [stale, answer] of answers) if (answer.until <= now) answers.delete(stale);
      answers.set(key, { allowed, until: now + cacheMs });
      return allowed;
    },
  };
}
