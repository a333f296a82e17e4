// Content §4/§9: the save socket reconnects when no ping arrives within 40 s of connecting or within
// 60 s of the previous ping. socket.io's own heartbeat notices a dead peer too, but only after its
// own (server-chosen) timeouts; this keeps the spec's promise whatever the server is configured to.
import { SAVE_SOCKET_TIMERS } from "@textbook/shared";

export interface WatchdogTimers {
  afterConnectMs: number;
  afterPingMs: number;
}

export class PingWatchdog {
  readonly #onSilence: () => void;
  readonly #timers: WatchdogTimers;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(onSilence: () => void, timers: WatchdogTimers = SAVE_SOCKET_TIMERS) {
    this.#onSilence = onSilence;
    this.#timers = timers;
  }

  connected(): void {
    this.#arm(this.#timers.afterConnectMs);
  }

  pinged(): void {
    this.#arm(this.#timers.afterPingMs);
  }

  stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #arm(delayMs: number): void {
    this.stop();
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#onSilence();
    }, delayMs);
  }
}
