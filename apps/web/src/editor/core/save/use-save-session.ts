// The save session of the open file for React: created when the file opens, stopped (last save,
// lock given back) when it closes; its state read with useSyncExternalStore.
import type { DocumentJson, FileAddress } from "@textbook/shared";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { SaveChannel } from "./save-channel.ts";
import type { SaveQueue } from "./save-queue.ts";
import { type ContentOrigin, SaveSession } from "./save-session.ts";
import { INITIAL_SAVE_STATE, type SaveState } from "./save-state.ts";

const noSubscription = () => () => {};
const notOpen = () => INITIAL_SAVE_STATE;

export function useSaveSession(options: {
  channel: SaveChannel | null;
  queue: SaveQueue;
  address: FileAddress;
  userOid: string;
  show: (content: DocumentJson, origin: ContentOrigin) => void;
}): { session: SaveSession | null; state: SaveState } {
  const { channel, queue, address, userOid, show } = options;
  const [session, setSession] = useState<SaveSession | null>(null);
  const { bookOid, chapterOid, sectionOid, fileOid } = address;
  useEffect(() => {
    if (!channel) return;
    const opened = new SaveSession({
      channel,
      queue,
      address: { bookOid, chapterOid, sectionOid, fileOid },
      userOid,
      show,
    });
    setSession(opened);
    void opened.start();
    return () => {
      void opened.stop();
    };
  }, [channel, queue, bookOid, chapterOid, sectionOid, fileOid, userOid, show]);
  const state = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getState ?? notOpen);
  return { session, state };
}
