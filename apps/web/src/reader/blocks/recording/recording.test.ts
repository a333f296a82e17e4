// @vitest-environment jsdom
// The reading events the blocks give: media plays with their furthest share, 3D and documents
// opened, web links followed and quiz answers, heard at the file's root.
import { afterEach, expect, test, vi } from "vitest";
import { cleanUpPage, fakeContext } from "../test-blocks.ts";
import { enhanceRecording, QUIZ_ANSWER_EVENT } from "./recording.ts";

afterEach(cleanUpPage);

function page(html: string) {
  const root = document.createElement("article");
  root.innerHTML = html;
  document.body.append(root);
  const record = vi.fn();
  const undo = enhanceRecording(root, { ...fakeContext(), record });
  return { root, record, undo };
}

test("a media play is recorded once with the furthest share reached, also when the file closes mid-play", () => {
  const { root, record, undo } = page('<div data-type="videoBox" data-oid="v1"><video></video></div>');
  const video = root.querySelector("video") as HTMLVideoElement;
  Object.defineProperty(video, "duration", { value: 100 });
  let time = 0;
  Object.defineProperty(video, "currentTime", { get: () => time });
  video.dispatchEvent(new Event("play"));
  time = 40;
  video.dispatchEvent(new Event("timeupdate"));
  time = 10;
  video.dispatchEvent(new Event("pause"));
  expect(record).not.toHaveBeenCalled();
  undo();
  expect(record).toHaveBeenCalledWith("MEDIA_PLAY", "v1", 400);
});

test("an ended play counts as fully watched", () => {
  const { root, record } = page('<div data-type="audioBox" data-oid="a1"><audio></audio></div>');
  const audio = root.querySelector("audio") as HTMLAudioElement;
  audio.dispatchEvent(new Event("play"));
  audio.dispatchEvent(new Event("ended"));
  expect(record).toHaveBeenCalledWith("MEDIA_PLAY", "a1", 1000);
});

test("opening a 3D model or a document and following a web link are recorded", () => {
  const { root, record } = page(
    '<div data-type="threeDBox" data-oid="m1"><button>查看模型</button></div>' +
      '<div data-type="documentBox" data-oid="d1"><button>查看文档</button></div>' +
      '<div data-type="linkBox" data-oid="l1"><a href="https://example.com/x">链接</a></div>',
  );
  for (const button of root.querySelectorAll("button")) button.click();
  const link = root.querySelector("a") as HTMLAnchorElement;
  link.addEventListener("click", (event) => event.preventDefault());
  link.click();
  expect(record.mock.calls).toEqual([
    ["MODEL_OPEN", "m1"],
    ["DOCUMENT_OPEN", "d1"],
    ["LINK_FOLLOW", "l1", 0, { url: "https://example.com/x" }],
  ]);
});

test("a submitted quiz answer is recorded with its activity and topic", () => {
  const { root, record } = page(
    '<div data-type="interaction" data-oid="act1"><section><button>提交</button></section></div>',
  );
  const answer = { choices: ["a"] };
  root
    .querySelector("button")
    ?.dispatchEvent(
      new CustomEvent(QUIZ_ANSWER_EVENT, { bubbles: true, detail: { topicOid: "t1", answer } }),
    );
  expect(record).toHaveBeenCalledWith("QUIZ_ANSWER", "act1", 0, {
    activityOid: "act1",
    topicOid: "t1",
    answer,
  });
});

test("without a recorder nothing listens", () => {
  const root = document.createElement("article");
  expect(() => enhanceRecording(root, fakeContext())()).not.toThrow();
});
