// @vitest-environment happy-dom
import type { Attachment, CreateAttachmentResult, UploadCredentials } from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { ApiError } from "../../api/client.ts";
import { setNavigate } from "../global/navigation.ts";
import { toastStore } from "../global/toast.ts";
import { createUploadQueue, PART_ATTEMPTS, reportUploadFailure, UploadError } from "./upload-queue.ts";
import type { UploadState } from "./upload-state.ts";
import { PartError, partUrl, type UploadTransport } from "./upload-transport.ts";

vi.stubGlobal("__APP_VERSION__", "test");

afterEach(() => {
  toastStore.remove(() => true);
  localStorage.clear();
});

function attachment(name: string): Attachment {
  return {
    attachmentOid: `att-${name}`,
    name,
    mimeType: "image/png",
    extName: "png",
    size: 10,
    type: "IMAGE",
    category: null,
    state: "READY",
    bookOid: "book-1",
    width: 10,
    height: 10,
    thumbnailUrl: `/thumb/${name}`,
    previewUrl: `/preview/${name}`,
    createdAt: "2026-11-20T07:13:00.000Z",
  };
}

const credentials: UploadCredentials = {
  endpoint: "/api/uploads",
  accessKeyId: "att",
  accessKeySecret: "secret",
  bucketName: "local",
  securityToken: "token",
  objectKey: "books/book-1/a b.png",
  expiration: "2026-11-20T08:13:00.000Z",
};

function created(name: string, partSize = 4): CreateAttachmentResult {
  return { attachment: { ...attachment(name), state: "PENDING" }, credentials, partSize };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A transport whose every part half-arrives, then arrives; a test overrides single calls. */
function fakeTransport(overrides: Partial<UploadTransport> = {}) {
  const log: string[] = [];
  const transport: UploadTransport = {
    create: vi.fn(async (body) => {
      log.push(`create ${body.fileName}`);
      return created(body.fileName);
    }),
    putPart: vi.fn(async (_credentials, partNumber, body, onProgress) => {
      log.push(`part ${partNumber} (${body.size})`);
      onProgress(Math.floor(body.size / 2));
      onProgress(body.size);
    }),
    complete: vi.fn(async (oid) => {
      log.push(`complete ${oid}`);
      return attachment(oid.replace("att-", ""));
    }),
    ...overrides,
  };
  return { transport, log };
}

function setup(overrides: Partial<UploadTransport> = {}) {
  const { transport, log } = fakeTransport(overrides);
  const reported: UploadError[] = [];
  const waits: number[] = [];
  const queue = createUploadQueue({
    transport,
    report: (error) => reported.push(error),
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  const states: UploadState[] = [];
  queue.state.subscribe(() => states.push(queue.state.get()));
  return { queue, transport, log, reported, waits, states };
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "image/png" });

test("one upload at a time, in the order queued", async () => {
  const firstCreate = deferred<CreateAttachmentResult>();
  const { queue, log, transport } = setup();
  vi.mocked(transport.create).mockImplementationOnce(async (body) => {
    log.push(`create ${body.fileName}`);
    return firstCreate.promise;
  });
  const uploads = ["a.png", "b.png", "c.png"].map((name) => queue.upload(png(name, 3), { type: "IMAGE" }));
  await Promise.resolve();
  expect(log).toEqual(["create a.png"]);
  expect(queue.state.get()).toEqual({
    current: { id: 1, fileName: "a.png", percent: 0, processing: false },
    waiting: 2,
  });
  firstCreate.resolve(created("a.png"));
  const results = await Promise.all(uploads);
  expect(results.map((result) => result.name)).toEqual(["a.png", "b.png", "c.png"]);
  expect(log).toEqual([
    "create a.png",
    "part 1 (3)",
    "complete att-a.png",
    "create b.png",
    "part 1 (3)",
    "complete att-b.png",
    "create c.png",
    "part 1 (3)",
    "complete att-c.png",
  ]);
  expect(queue.state.get()).toEqual({ current: null, waiting: 0 });
});

test("the file goes in parts of the server's part size; progress counts the bytes sent", async () => {
  const { queue, transport, states } = setup();
  await queue.upload(png("a.png", 10), { type: "IMAGE", bookOid: "book-1", category: "BOOK_IMAGE" });
  expect(transport.create).toHaveBeenCalledWith({
    fileName: "a.png",
    size: 10,
    type: "IMAGE",
    category: "BOOK_IMAGE",
    bookOid: "book-1",
  });
  expect(
    vi.mocked(transport.putPart).mock.calls.map(([, partNumber, body]) => [partNumber, body.size]),
  ).toEqual([
    [1, 4],
    [2, 4],
    [3, 2],
  ]);
  const shown = states.map((state) =>
    state.current ? `${state.current.percent}${state.current.processing ? " processing" : ""}` : "done",
  );
  expect(shown).toEqual(["0", "20", "40", "60", "80", "90", "100", "100 processing", "done"]);
});

test("a part that fails is sent again, after a growing pause", async () => {
  let failures = 2;
  const { queue, waits, transport } = setup({
    putPart: vi.fn(async (_credentials, _partNumber, body, onProgress) => {
      if (failures-- > 0) throw new PartError("网络错误", true);
      onProgress(body.size);
    }),
  });
  const result = await queue.upload(png("a.png", 3), { type: "IMAGE" });
  expect(result.attachmentOid).toBe("att-a.png");
  expect(transport.putPart).toHaveBeenCalledTimes(3);
  expect(waits).toEqual([1000, 2000]);
});

test("a part that keeps failing fails its file; the next file still uploads", async () => {
  let calls = 0;
  const { queue, reported } = setup({
    putPart: vi.fn(async (_credentials, _partNumber, body, onProgress) => {
      calls++;
      if (calls <= PART_ATTEMPTS) throw new PartError("网络错误", true);
      onProgress(body.size);
    }),
  });
  const first = queue.upload(png("a.png", 3), { type: "IMAGE" });
  const second = queue.upload(png("b.png", 3), { type: "IMAGE" });
  await expect(first).rejects.toThrow("“a.png”上传失败：网络错误");
  expect((await second).name).toBe("b.png");
  expect(reported.map((error) => error.message)).toEqual(["“a.png”上传失败：网络错误"]);
});

test("a refused part (expired credentials) is not sent again", async () => {
  const { queue, transport, waits } = setup({
    putPart: vi.fn(async () => {
      throw new PartError("上传凭证已过期", false);
    }),
  });
  await expect(queue.upload(png("a.png", 3), { type: "IMAGE" })).rejects.toThrow("上传凭证已过期");
  expect(transport.putPart).toHaveBeenCalledTimes(1);
  expect(waits).toEqual([]);
});

test("a server refusal at completion names the file and the server's reason", async () => {
  const { queue, reported } = setup({
    complete: vi.fn(async () => {
      throw new ApiError({
        status: 400,
        errorCode: "err.attachment.rejected",
        message: "文件内容与类型不符",
      });
    }),
  });
  const next = queue.upload(png("b.png", 3), { type: "IMAGE" });
  await expect(next).rejects.toThrow("“b.png”上传失败：文件内容与类型不符");
  expect(reported).toHaveLength(1);
});

test("the browser refuses a wrong extension, an empty file and an oversize one before sending", async () => {
  const { queue, transport, reported } = setup();
  await expect(queue.upload(png("clip.avi", 3), { type: "VIDEO" })).rejects.toThrow(
    "“clip.avi”的格式不支持：视频支持 mp4 格式，不超过 500M",
  );
  await expect(queue.upload(png("empty.png", 0), { type: "IMAGE" })).rejects.toThrow(
    "“empty.png”是空文件，请重新选择",
  );
  const big = png("big.mp3", 1);
  Object.defineProperty(big, "size", { value: 100 * 1024 * 1024 + 1 });
  await expect(queue.upload(big, { type: "AUDIO" })).rejects.toThrow(
    "“big.mp3”太大了：音频支持 mp3 格式，不超过 100M",
  );
  expect(transport.create).not.toHaveBeenCalled();
  expect(reported).toHaveLength(3);
});

test("the default report shows a toast, but a lost session goes to the login page", () => {
  const navigate = vi.fn();
  setNavigate(navigate);
  reportUploadFailure(new UploadError("a.png", "“a.png”上传失败：网络错误", new PartError("网络错误", true)));
  expect(toastStore.get().map((item) => item.text)).toEqual(["“a.png”上传失败：网络错误"]);
  reportUploadFailure(
    new UploadError(
      "a.png",
      "“a.png”上传失败：登录已失效，请重新登录",
      new ApiError({ status: 401, errorCode: "err.login.required", message: "登录已失效，请重新登录" }),
    ),
  );
  expect(toastStore.get()).toHaveLength(1);
  expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
});

test("part addresses keep the object key's folders and escape the rest", () => {
  expect(partUrl(credentials, 2)).toBe("/api/uploads/books/book-1/a%20b.png?partNumber=2");
});
