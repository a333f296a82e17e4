// The save channel on socket.io (DESIGN §6): namespace SAVE_NAMESPACE on SAVE_SOCKET_PATH with the
// session token in the handshake. socket.io connects by long-polling, then upgrades to WebSocket,
// and reconnects by itself after a drop; the ping watchdog adds the spec's 40 s / 60 s rule.
import {
  type ClientToServerEvents,
  SAVE_ERROR_CODES,
  SAVE_NAMESPACE,
  SAVE_SOCKET_PATH,
  SAVE_SOCKET_TIMERS,
  type SaveErrorCode,
  type SaveSocketAuth,
  type ServerToClientEvents,
  STORAGE_KEYS,
} from "@textbook/shared";
import { io, type Socket } from "socket.io-client";
import { PingWatchdog } from "./ping-watchdog.ts";
import { type ChannelEvents, type SaveChannel, timedOut } from "./save-channel.ts";
import { newSaveId } from "./save-queue.ts";

type SaveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function editingCode(error: Error & { data?: unknown }): SaveErrorCode | null {
  const candidates = [error.message, (error.data as { errorCode?: unknown } | undefined)?.errorCode];
  const code = candidates.find((value) => SAVE_ERROR_CODES.includes(value as SaveErrorCode));
  return (code as SaveErrorCode | undefined) ?? null;
}

/** This tab's id: it survives a reload (sessionStorage), so a reloaded tab takes its lock back. */
function tabId(): string {
  let id = sessionStorage.getItem(STORAGE_KEYS.editorTab);
  if (!id) {
    id = newSaveId();
    sessionStorage.setItem(STORAGE_KEYS.editorTab, id);
  }
  return id;
}

export interface ChannelOptions {
  /** The server's origin; the page's own when left out. */
  origin?: string;
  ackTimeoutMs?: number;
}

export function openSocketIoChannel(token: string, options: ChannelOptions = {}): SaveChannel {
  const ackTimeoutMs = options.ackTimeoutMs ?? SAVE_SOCKET_TIMERS.ackTimeoutMs;
  const auth: SaveSocketAuth = { token, clientId: tabId() };
  const socket: SaveSocket = io(`${options.origin ?? ""}${SAVE_NAMESPACE}`, {
    path: SAVE_SOCKET_PATH,
    auth,
  });
  const watchdog = new PingWatchdog(() => {
    socket.disconnect();
    socket.connect();
  });
  socket.on("connect", () => watchdog.connected());
  socket.on("disconnect", () => watchdog.stop());
  socket.io.on("ping", () => watchdog.pinged());

  return {
    get connected() {
      return socket.connected;
    },
    on(event, listener) {
      // connect_error carries socket.io's Error; the channel hands on the editing code inside it.
      const handler =
        event === "connect_error"
          ? (error: Error) => (listener as ChannelEvents["connect_error"])(editingCode(error))
          : listener;
      const untyped = socket as unknown as {
        on(name: string, fn: unknown): void;
        off(name: string, fn: unknown): void;
      };
      untyped.on(event, handler);
      return () => untyped.off(event, handler);
    },
    async request(event, payload) {
      // socket.io types each event's acknowledgement, but not through a generic event name.
      const timed = socket.timeout(ackTimeoutMs) as unknown as {
        emitWithAck(name: string, body: unknown): Promise<never>;
      };
      try {
        return await timed.emitWithAck(event, payload);
      } catch {
        return timedOut() as never;
      }
    },
    close() {
      watchdog.stop();
      socket.disconnect();
    },
  };
}
