// The save channel on socket.io (DESIGN §6): namespace SAVE_NAMESPACE on SAVE_SOCKET_PATH with the
// session token in the handshake (and as a bearer header on the engine's first request, which the
// server refuses without a live session). socket.io connects by long-polling, then upgrades to
// WebSocket, and reconnects by itself after a drop. A cut is noticed as soon as something tells:
// the browser going offline (reconnects when it is back), a request whose acknowledgement never
// comes (the connection is dropped and made again, as a dead one would be), or the heartbeat (the
// server's ping window, and the ping watchdog's 40 s / 60 s rule of the spec).
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

/** The server's refusal body on a refused engine request ({code, message}), when the transport kept it. */
function refusalMessage(context: unknown): unknown {
  const text = (context as { responseText?: unknown } | undefined)?.responseText;
  if (typeof text !== "string") return null;
  try {
    return (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return null;
  }
}

function editingCode(error: Error & { data?: unknown; context?: unknown }): SaveErrorCode | null {
  const candidates = [
    error.message,
    (error.data as { errorCode?: unknown } | undefined)?.errorCode,
    refusalMessage(error.context),
  ];
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
  /** Where the browser says it went offline or online again; the window when left out. */
  network?: EventTarget | null;
}

export function openSocketIoChannel(token: string, options: ChannelOptions = {}): SaveChannel {
  const ackTimeoutMs = options.ackTimeoutMs ?? SAVE_SOCKET_TIMERS.ackTimeoutMs;
  const auth: SaveSocketAuth = { token, clientId: tabId() };
  const socket: SaveSocket = io(`${options.origin ?? ""}${SAVE_NAMESPACE}`, {
    path: SAVE_SOCKET_PATH,
    auth,
    // Sent on polling requests, so on the first one: the browser's WebSocket cannot carry headers.
    extraHeaders: { authorization: `Bearer ${token}` },
  });
  let closed = false;
  /** The connection is dead whatever the socket thinks: drop it (the editor hears it) and dial again. */
  const redial = () => {
    if (closed || !socket.connected) return;
    socket.disconnect();
    socket.connect();
  };
  const watchdog = new PingWatchdog(redial);
  socket.on("connect", () => watchdog.connected());
  socket.on("disconnect", () => watchdog.stop());
  socket.io.on("ping", () => watchdog.pinged());
  const network = options.network === undefined ? (globalThis.window ?? null) : options.network;
  const offline = () => socket.disconnect();
  const online = () => {
    if (!closed && !socket.connected) socket.connect();
  };
  // A session the server no longer knows does not come back by retrying: stop dialling.
  socket.on("connect_error", (error) => {
    if (editingCode(error) === "error.token.invalid") socket.disconnect();
  });
  network?.addEventListener("offline", offline);
  network?.addEventListener("online", online);

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
        redial();
        return timedOut() as never;
      }
    },
    close() {
      closed = true;
      watchdog.stop();
      network?.removeEventListener("offline", offline);
      network?.removeEventListener("online", online);
      socket.disconnect();
    },
  };
}
