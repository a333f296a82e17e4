// Test support: a save channel driven by the test. Requests wait until the test answers them (or
// answer at once through `autoAnswer`); server events and connection changes are fired by hand.
import type { Ack, JoinedFile } from "@textbook/shared";
import type { ChannelEvents, RequestName, RequestPayload, SaveChannel } from "./save-channel.ts";

export interface SentRequest {
  event: RequestName;
  payload: unknown;
  answer: (ack: Ack<unknown>) => void;
}

export function fakeSaveChannel() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const requests: SentRequest[] = [];
  const autoAnswer = new Map<RequestName, (payload: unknown) => Ack<unknown>>();
  let connected = false;

  const fire = <E extends keyof ChannelEvents>(event: E, ...args: Parameters<ChannelEvents[E]>) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };

  const channel: SaveChannel = {
    get connected() {
      return connected;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (...args: unknown[]) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (...args: unknown[]) => void);
    },
    request<E extends RequestName>(event: E, payload: RequestPayload<E>) {
      return new Promise((resolve) => {
        const auto = autoAnswer.get(event);
        if (auto) {
          requests.push({ event, payload, answer: () => {} });
          resolve(auto(payload) as never);
          return;
        }
        requests.push({ event, payload, answer: (ack) => resolve(ack as never) });
      });
    },
    close() {
      connected = false;
    },
  };

  return {
    channel,
    requests,
    autoAnswer,
    fire,
    connect() {
      connected = true;
      fire("connect");
    },
    disconnect() {
      connected = false;
      fire("disconnect");
    },
    /** The requests of one event, oldest first. */
    sent(event: RequestName) {
      return requests.filter((request) => request.event === event);
    },
  };
}

export function joined(overrides: Partial<JoinedFile> = {}): Ack<JoinedFile> {
  return {
    ok: true,
    data: {
      content: { type: "doc", content: [{ type: "paragraph" }] },
      version: 3,
      mode: "edit",
      holder: null,
      readOnlyReason: null,
      ...overrides,
    },
  };
}
