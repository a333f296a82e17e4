// Where codes go: an HTTP gateway, the demo mode's outbox (DEMO_MODE=1, which never runs in
// production, so no code reaches a production log), or nowhere (then SMS login answers a clear error).
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { smsOutbox } from "../../../db/schema/index.ts";
import { errors } from "../../../http/errors.ts";

export interface SmsMessage {
  phoneNumber: string;
  /** Empty for a notice (processRemind), which carries its words in `text`. */
  code: string;
  /** The gateway picks its message text by it. */
  template: "login" | "passwordReset" | "phoneChange" | "processRemind";
  text?: string;
  now: Date;
  /** The request's logger, so provider lines carry the request id. */
  log: FastifyBaseLogger;
}

export interface SmsProvider {
  /**
   * Called outside any transaction (the code row is already committed; the caller deletes it when
   * this throws). `db` is for providers that record what they send.
   */
  send(db: Db, message: SmsMessage): Promise<void>;
}

export function createOutboxSmsProvider(): SmsProvider {
  return {
    async send(db, message) {
      // The outbox is where the demo reads its codes; a notice carries none.
      if (!message.code) {
        message.log.info({ phoneNumber: message.phoneNumber, text: message.text }, "demo mode SMS notice");
        return;
      }
      await db
        .insert(smsOutbox)
        .values({ phoneNumber: message.phoneNumber, code: message.code, createdAt: message.now });
      message.log.info({ phoneNumber: message.phoneNumber, code: message.code }, "demo mode SMS code");
    },
  };
}

export const WEBHOOK_TIMEOUT_MS = 5000;

export function createWebhookSmsProvider(url: string): SmsProvider {
  return {
    async send(_db, message) {
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            phoneNumber: message.phoneNumber,
            code: message.code,
            template: message.template,
            ...(message.text ? { text: message.text } : {}),
          }),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        if (response.ok) return;
        message.log.error({ status: response.status }, "SMS gateway refused the message");
      } catch (error) {
        message.log.error({ err: error }, "SMS gateway unreachable");
      }
      throw errors.smsSendFailed();
    },
  };
}

export const unconfiguredSmsProvider: SmsProvider = {
  async send() {
    throw errors.smsUnconfigured();
  },
};

export function chooseSmsProvider(config: Config): SmsProvider {
  if (config.smsWebhookUrl) return createWebhookSmsProvider(config.smsWebhookUrl);
  return config.demoMode ? createOutboxSmsProvider() : unconfiguredSmsProvider;
}
