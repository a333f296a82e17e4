// The browser's upload queue (content §4, §9; shell §2): every file waits its turn and only one
// uploads at a time. Each upload is checked against the type's limits, created on the server, sent
// part by part (a failed part is sent again a few times), then completed. A failure is reported to
// the user here and ends that file only; the next one starts.
import {
  type Attachment,
  type AttachmentCategory,
  type AttachmentType,
  formatMessage,
  UPLOAD,
  UPLOAD_TEXTS,
} from "@textbook/shared";
import { failureReason, reportFailure } from "../global/report-failure.ts";
import { uploadProblem } from "./upload-limits.ts";
import { createUploadState, type UploadState, type UploadStateStore, uploadState } from "./upload-state.ts";
import { httpTransport, PartError, type UploadTransport } from "./upload-transport.ts";

export interface UploadOptions {
  type: AttachmentType;
  bookOid?: string;
  category?: AttachmentCategory;
  /** Told the percent sent whenever it changes (the editor shows it on the node being uploaded). */
  onProgress?: (percent: number) => void;
}

/** Why a file did not upload, in Chinese, as the user was told. */
export class UploadError extends Error {
  readonly fileName: string;

  constructor(fileName: string, message: string, cause?: unknown) {
    super(message, { cause });
    this.name = "UploadError";
    this.fileName = fileName;
  }
}

export interface UploadQueueDeps {
  transport: UploadTransport;
  /** Tells the user that a file did not upload. */
  report: (error: UploadError) => void;
  /** Waits before a failed part is sent again. */
  wait: (ms: number) => Promise<void>;
  state?: UploadStateStore;
}

/** Tries per part before the file fails. */
export const PART_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1000;

interface Job {
  id: number;
  file: File;
  options: UploadOptions;
  resolve: (attachment: Attachment) => void;
  reject: (error: UploadError) => void;
}

export function createUploadQueue(deps: UploadQueueDeps) {
  const state = deps.state ?? createUploadState();
  const jobs: Job[] = [];
  let running = false;
  let nextId = 1;

  const show = (current: UploadState["current"]) => state.set({ current, waiting: jobs.length });

  async function sendParts(
    job: Job,
    credentials: Parameters<UploadTransport["putPart"]>[0],
    partSize: number,
  ) {
    const { file } = job;
    const partCount = Math.max(1, Math.ceil(file.size / partSize));
    let sent = 0;
    let shownPercent = -1;
    const progress = (bytes: number) => {
      const percent = Math.min(100, Math.floor((bytes / file.size) * 100));
      if (percent === shownPercent) return;
      shownPercent = percent;
      show({ id: job.id, fileName: file.name, percent, processing: false });
      job.options.onProgress?.(percent);
    };
    for (let partNumber = 1; partNumber <= partCount; partNumber++) {
      const body = file.slice((partNumber - 1) * partSize, partNumber * partSize);
      for (let attempt = 1; ; attempt++) {
        try {
          await deps.transport.putPart(credentials, partNumber, body, (loaded) => progress(sent + loaded));
          break;
        } catch (error) {
          const retryable = error instanceof PartError && error.retryable;
          if (!retryable || attempt >= PART_ATTEMPTS) throw error;
          progress(sent);
          await deps.wait(RETRY_DELAY_MS * attempt);
        }
      }
      sent += body.size;
      progress(sent);
    }
  }

  async function run(job: Job): Promise<Attachment> {
    const { file, options } = job;
    const created = await deps.transport.create({
      fileName: file.name,
      size: file.size,
      type: options.type,
      category: options.category,
      bookOid: options.bookOid,
    });
    await sendParts(job, created.credentials, created.partSize > 0 ? created.partSize : UPLOAD.partSize);
    show({ id: job.id, fileName: file.name, percent: 100, processing: true });
    return deps.transport.complete(created.attachment.attachmentOid);
  }

  async function drain() {
    if (running) return;
    running = true;
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      show({ id: job.id, fileName: job.file.name, percent: 0, processing: false });
      try {
        job.resolve(await run(job));
      } catch (cause) {
        const error =
          cause instanceof UploadError
            ? cause
            : new UploadError(
                job.file.name,
                formatMessage(UPLOAD_TEXTS.failed, { name: job.file.name, reason: failureReason(cause) }),
                cause,
              );
        deps.report(error);
        job.reject(error);
      }
    }
    running = false;
    show(null);
  }

  /** Queues a file; resolves with the READY attachment, rejects with an UploadError already shown. */
  function upload(file: File, options: UploadOptions): Promise<Attachment> {
    const problem = uploadProblem(file, options.type);
    if (problem) {
      const error = new UploadError(file.name, problem);
      deps.report(error);
      return Promise.reject(error);
    }
    return new Promise<Attachment>((resolve, reject) => {
      jobs.push({ id: nextId++, file, options, resolve, reject });
      if (running) show(state.get().current);
      void drain();
    });
  }

  return { upload, state };
}

/** Session-ending failures go to the shell (login page, permission dialog); the rest are toasts. */
export function reportUploadFailure(error: UploadError) {
  reportFailure(error.cause, error.message);
}

const appQueue = createUploadQueue({
  transport: httpTransport,
  report: reportUploadFailure,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  state: uploadState,
});

/** Uploads one file through the app's queue (one upload at a time, with the progress overlay). */
export function uploadFile(file: File, options: UploadOptions): Promise<Attachment> {
  return appQueue.upload(file, options);
}
