// One save socket per editor page, shared by the files opened on it; closed when the page closes,
// after the open file's last save has had its chance to go out.
import { useEffect, useState } from "react";
import { session } from "../../../app/session.ts";
import type { SaveChannel } from "./save-channel.ts";
import { openSaveQueue, ownDraftsOnly, type SaveQueue } from "./save-queue.ts";
import { STOP_WAIT_MS } from "./save-session.ts";

/** Lets the file that closes with the page send its last save (or give up on it) before the socket goes. */
const CLOSE_DELAY_MS = STOP_WAIT_MS + 500;

export function useSaveChannel(open: () => SaveChannel): SaveChannel | null {
  const [channel, setChannel] = useState<SaveChannel | null>(null);
  useEffect(() => {
    const opened = open();
    setChannel(opened);
    return () => {
      setTimeout(() => opened.close(), CLOSE_DELAY_MS);
    };
  }, [open]);
  return channel;
}

let sharedQueue: SaveQueue | null = null;

/**
 * The browser's queue of unacknowledged saves (one IndexedDB connection per page load), written
 * only for the user logged in.
 */
export function browserSaveQueue(): SaveQueue {
  sharedQueue ??= ownDraftsOnly(openSaveQueue(), () => session.get().user?.id ?? null);
  return sharedQueue;
}
