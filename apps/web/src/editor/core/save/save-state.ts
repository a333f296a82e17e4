// What the editor shows of its save session: the connection, whether it edits, reads or waits for
// the lock and why, and what the server has not acknowledged yet. Read with useSyncExternalStore.
import type { LockHolder, SaveErrorCode } from "@textbook/shared";

export type EditMode = "loading" | "edit" | "read" | "waiting" | "failed";

export interface SaveState {
  connection: "connecting" | "online" | "offline";
  mode: EditMode;
  /** The editing code behind a read-only or failed mode (shown with SAVE_ERROR_MESSAGES). */
  notice: SaveErrorCode | null;
  /** Who holds the lock while this editor reads only. */
  holder: LockHolder | null;
  /** The server version the editor's content starts from. */
  version: number;
  /** Edits the server has not acknowledged yet (typed, queued or on their way). */
  unsaved: boolean;
  /** The last save was refused with this code; the edit stays queued. */
  saveError: SaveErrorCode | null;
  /** Another user asked for the lock: this editor may hand it over now, or does at `lockMovesAt`. */
  takeoverBy: LockHolder | null;
  /**
   * When the lock passes to the reader who asked (epoch ms): for the holder the end of its grace,
   * for the waiter the latest the server lets it wait.
   */
  lockMovesAt: number | null;
  /** The holder is saving its last edits before the lock moves: the editor takes no keystroke. */
  handingOver: boolean;
  /** Queued edits were made on a version someone else has since replaced. */
  conflict: boolean;
}

/** Before the file is joined, and while no session is open. */
export const INITIAL_SAVE_STATE: SaveState = {
  connection: "connecting",
  mode: "loading",
  notice: null,
  holder: null,
  version: 0,
  unsaved: false,
  saveError: null,
  takeoverBy: null,
  lockMovesAt: null,
  handingOver: false,
  conflict: false,
};
