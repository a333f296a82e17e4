import { SAVE_SOCKET_TIMERS } from "@textbook/shared";
import type { WriteHooks } from "../modules/content/write-content.ts";

export interface SaveSocketOptions {
  /** The Redis adapter's channel prefix: every instance of one deployment uses the same one. */
  channel: string;
  lockTtlMs: number;
  /** The holder's time to hand over after `takeover-requested` (it counts it down). */
  takeoverGraceMs: number;
  /** How much longer the server waits for that hand-over before it passes the lock itself. */
  takeoverSlackMs: number;
  customStyleTimeoutMs: number;
  /** How often each socket's session and its right to every joined file are checked again. */
  accessCheckMs: number;
  /** How long a broadcast of saved content trusts a session's right to read the file. */
  accessCacheMs: number;
  /** socket.io's heartbeat (a silent peer is dropped after pingIntervalMs + pingTimeoutMs). */
  pingIntervalMs: number;
  pingTimeoutMs: number;
  /** Test seams around a socket save's commit (a server killed before it, or before the ack). */
  hooks: WriteHooks & { afterCommit?: () => Promise<void> };
}

export const DEFAULT_SAVE_SOCKET_OPTIONS: SaveSocketOptions = {
  channel: "textbook-save",
  lockTtlMs: SAVE_SOCKET_TIMERS.lockTtlMs,
  takeoverGraceMs: SAVE_SOCKET_TIMERS.takeoverGraceMs,
  takeoverSlackMs: SAVE_SOCKET_TIMERS.takeoverSlackMs,
  customStyleTimeoutMs: SAVE_SOCKET_TIMERS.customStyleSaveTimeoutMs,
  accessCheckMs: SAVE_SOCKET_TIMERS.accessCheckMs,
  accessCacheMs: 3_000,
  pingIntervalMs: SAVE_SOCKET_TIMERS.pingIntervalMs,
  pingTimeoutMs: SAVE_SOCKET_TIMERS.pingTimeoutMs,
  hooks: {},
};
