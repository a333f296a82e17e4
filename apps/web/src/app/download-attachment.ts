// Downloads an attachment through its short-lived signed link (GET /attachments/{id}/download-url);
// the server names the file in its answer.
import { formatMessage, MEDIA_TEXTS } from "@textbook/shared";
import { fetchDownloadUrl } from "../api/attachments.ts";
import { failureReason, reportFailure } from "./global/report-failure.ts";

export async function downloadAttachment(attachmentOid: string): Promise<void> {
  try {
    const { url } = await fetchDownloadUrl(attachmentOid, { bypassError: true });
    const link = document.createElement("a");
    link.href = url;
    link.download = "";
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    reportFailure(error, formatMessage(MEDIA_TEXTS.downloadFailed, { reason: failureReason(error) }));
  }
}
