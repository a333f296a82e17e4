// For calls whose failure the page words itself (bypassError): a failure that ends the session or
// needs the permission dialog still goes to the shell; any other becomes the given toast.
import { ApiError } from "../../api/client.ts";
import { errorActionFor } from "./error-action.ts";
import { handleApiError } from "./error-handler.ts";
import { toast } from "./toast.ts";

/** The reason to show for a failure: the server's message and field messages, or the error's text. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) {
    const action = errorActionFor(error);
    return "messages" in action ? action.messages.join("；") : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export function reportFailure(error: unknown, message: string) {
  if (error instanceof ApiError && !("messages" in errorActionFor(error))) {
    handleApiError(error);
    return;
  }
  toast.error(message);
}
