// What the reader does with a file's blocks, as reading events (events/reading-recorder.ts), heard
// at the file's root so no block has to know about statistics: media played and the furthest share
// reached, 3D models and documents opened, web links followed, and quiz answers (the quiz announces
// each submitted answer with QUIZ_ANSWER_EVENT; the server grades it again).
import { type BlockEnhancer, dataText } from "../reader-context.ts";

/** Dispatched (bubbling) by a quiz topic when its answer is submitted. */
export const QUIZ_ANSWER_EVENT = "tb-quiz-answer";
export interface QuizAnswerDetail {
  topicOid: string;
  answer: unknown;
}

const OPENED_KINDS = { threeDBox: "MODEL_OPEN", documentBox: "DOCUMENT_OPEN" } as const;

const blockOf = (element: Element) => element.closest<HTMLElement>("[data-type][data-oid]");

export const enhanceRecording: BlockEnhancer = (root, context) => {
  const record = context.record;
  if (!record) return () => {};
  // Per media element: the furthest share (per mille) reached since its play began.
  const plays = new Map<HTMLMediaElement, number>();
  const reach = (media: HTMLMediaElement) => {
    if (!plays.has(media) || !(media.duration > 0)) return;
    const share = Math.min(1000, Math.round((media.currentTime / media.duration) * 1000));
    plays.set(media, Math.max(plays.get(media) ?? 0, share));
  };
  const finish = (media: HTMLMediaElement) => {
    const share = plays.get(media);
    if (share === undefined) return;
    plays.delete(media);
    const box = blockOf(media);
    record("MEDIA_PLAY", box ? dataText(box, "oid") : null, share);
  };
  const onMedia = (event: Event) => {
    const media = event.target;
    if (!(media instanceof HTMLMediaElement)) return;
    if (event.type === "play" && !plays.has(media)) plays.set(media, 0);
    reach(media);
    if (event.type === "ended") {
      plays.set(media, 1000);
      finish(media);
    }
  };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const anchor = target.closest<HTMLAnchorElement>("a[href]");
    if (anchor && /^https?:/i.test(anchor.href) && new URL(anchor.href).origin !== location.origin) {
      const box = blockOf(anchor);
      record("LINK_FOLLOW", box ? dataText(box, "oid") : null, 0, { url: anchor.href.slice(0, 2000) });
      return;
    }
    const box = target.closest("button") ? blockOf(target) : null;
    const kind = box ? OPENED_KINDS[box.dataset.type as keyof typeof OPENED_KINDS] : undefined;
    if (box && kind) record(kind, dataText(box, "oid"));
  };
  const onAnswer = (event: Event) => {
    const detail = (event as CustomEvent<QuizAnswerDetail>).detail;
    const box =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-type="interaction"]') : null;
    const activityOid = box ? dataText(box, "oid") : null;
    if (!activityOid || !detail) return;
    record("QUIZ_ANSWER", activityOid, 0, { activityOid, topicOid: detail.topicOid, answer: detail.answer });
  };
  const MEDIA_EVENTS = ["play", "timeupdate", "pause", "ended"];
  for (const name of MEDIA_EVENTS) root.addEventListener(name, onMedia, true);
  root.addEventListener("click", onClick, true);
  root.addEventListener(QUIZ_ANSWER_EVENT, onAnswer);
  return () => {
    for (const media of [...plays.keys()]) finish(media);
    for (const name of MEDIA_EVENTS) root.removeEventListener(name, onMedia, true);
    root.removeEventListener("click", onClick, true);
    root.removeEventListener(QUIZ_ANSWER_EVENT, onAnswer);
  };
};
