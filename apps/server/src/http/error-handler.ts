// Every failure leaves as an envelope; stack traces never do.
import { VALIDATION_MESSAGES } from "@textbook/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "./envelope.ts";
import { AppError, errors } from "./errors.ts";

const CJK = /[\u4e00-\u9fff]/;

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** `/a/0/b` → `a.0.b`; a root-level issue is keyed by the part of the request that failed. */
export function fieldErrorsOf(issues: readonly ValidationIssue[], context: string): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split("/").filter(Boolean).join(".");
    const field = path || context;
    if (field in fieldErrors) continue;
    // Our schemas carry catalogue texts; zod's English defaults (wrong type, unknown option) do not.
    const message =
      issue.message && CJK.test(issue.message) ? issue.message : VALIDATION_MESSAGES.invalidType;
    fieldErrors[field] = message;
  }
  return fieldErrors;
}

export function sendError(reply: FastifyReply, error: AppError) {
  return reply
    .status(error.statusCode)
    .send(failure(error.errorCode, error.message, error.errors, error.data));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendError(reply, error);
    if (error.validation) {
      return sendError(
        reply,
        errors.validation(fieldErrorsOf(error.validation, error.validationContext ?? "body")),
      );
    }
    // Malformed JSON, wrong content type, oversized body: the client's fault, not a crash.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code }, error.message);
      return sendError(reply, errors.validation({ body: VALIDATION_MESSAGES.invalidType }));
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, errors.internal());
  });
}
