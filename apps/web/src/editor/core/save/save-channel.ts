// The save socket as the editor uses it: typed requests that always answer (an acknowledgement, or
// error.client.timeout when none arrives in time) and the server's events plus connection changes.
// The session (save-session.ts) depends on this interface only, so tests drive it with a fake.
import type { Ack, ClientToServerEvents, SaveErrorCode, ServerToClientEvents } from "@textbook/shared";

export type RequestName = keyof ClientToServerEvents;
export type RequestPayload<E extends RequestName> = Parameters<ClientToServerEvents[E]>[0];
export type RequestAnswer<E extends RequestName> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

export type ChannelEvents = ServerToClientEvents & {
  connect: () => void;
  disconnect: () => void;
  /** The handshake was refused; `code` is the server's editing code when it sent one. */
  connect_error: (code: SaveErrorCode | null) => void;
};

export interface SaveChannel {
  readonly connected: boolean;
  on<E extends keyof ChannelEvents>(event: E, listener: ChannelEvents[E]): () => void;
  request<E extends RequestName>(event: E, payload: RequestPayload<E>): Promise<RequestAnswer<E>>;
  close(): void;
}

/** What a request answers when its acknowledgement does not come back in time. */
export function timedOut<T>(): Ack<T> {
  return { ok: false, errorCode: "error.client.timeout", message: "" };
}
