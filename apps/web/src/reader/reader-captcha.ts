// The slide challenge of the editor's login (DESIGN §4 risk-based captcha), in plain DOM for the
// reader's login page: drag the piece into the notch; the drag's track is judged by the server
// (app/captcha/slide-answer.ts makes the answer, as the editor's React challenge does).
import type { CaptchaChallenge, CaptchaParams } from "@textbook/shared";
import { captchaParams, type TrackPoint } from "../app/captcha/slide-answer.ts";
import { h } from "./dom.ts";

export interface CaptchaTexts {
  title: string;
  hint: string;
  failed: string;
  cancel: string;
  loadFailed: string;
}

async function challengeFor(phoneNumber: string): Promise<CaptchaChallenge> {
  const response = await fetch(`/api/captcha/challenge?${new URLSearchParams({ phoneNumber })}`);
  const envelope = (await response.json()) as { errorCode: string; data: CaptchaChallenge };
  if (envelope.errorCode !== "0") throw new Error("captcha challenge refused");
  return envelope.data;
}

/** Shows a challenge over the page: the answer once the piece is let go, or null when cancelled. */
export function askCaptcha(
  phoneNumber: string,
  failed: boolean,
  texts: CaptchaTexts,
): Promise<CaptchaParams | null> {
  return new Promise((resolve) => {
    const status = h("p", { role: "alert", class: "reader-captcha-alert" }, failed ? texts.failed : "");
    const picture = h("div", { class: "reader-captcha-picture" });
    const handle = h("div", {
      class: "reader-captcha-handle",
      role: "slider",
      tabindex: 0,
      "aria-label": texts.hint,
      "aria-valuemin": 0,
      "aria-valuenow": 0,
    });
    const track = h("div", { class: "reader-captcha-track" }, h("span", {}, texts.hint), handle);
    const cancel = h("button", { type: "button", class: "reader-link-button" }, texts.cancel);
    const overlay = h(
      "div",
      { class: "reader-captcha", role: "dialog", "aria-modal": "true", "aria-label": texts.title },
      h("div", { class: "reader-captcha-box" }, h("h2", {}, texts.title), status, picture, track, cancel),
    );
    const close = (answer: CaptchaParams | null) => {
      overlay.remove();
      resolve(answer);
    };
    cancel.addEventListener("click", () => close(null));
    document.body.append(overlay);
    handle.focus();

    challengeFor(phoneNumber).then(
      (challenge) => {
        const piece = h("img", {
          src: challenge.piece,
          alt: "",
          draggable: "false",
          class: "reader-captcha-piece",
        });
        piece.style.top = `${challenge.pieceY}px`;
        piece.style.width = piece.style.height = `${challenge.pieceSize}px`;
        picture.style.width = track.style.width = `${challenge.width}px`;
        picture.style.height = `${challenge.height}px`;
        handle.style.width = `${challenge.pieceSize}px`;
        picture.replaceChildren(h("img", { src: challenge.background, alt: "", draggable: "false" }), piece);
        const maxX = challenge.width - challenge.pieceSize;
        handle.setAttribute("aria-valuemax", String(maxX));
        let drag: { x0: number; y0: number; t0: number; x: number; points: TrackPoint[] } | null = null;
        const place = (x: number) => {
          piece.style.left = handle.style.left = `${x}px`;
          handle.setAttribute("aria-valuenow", String(Math.round(x)));
        };
        handle.addEventListener("pointerdown", (event) => {
          handle.setPointerCapture?.(event.pointerId);
          drag = { x0: event.clientX, y0: event.clientY, t0: performance.now(), x: 0, points: [[0, 0, 0]] };
        });
        handle.addEventListener("pointermove", (event) => {
          if (!drag) return;
          drag.x = Math.min(maxX, Math.max(0, event.clientX - drag.x0));
          drag.points.push([
            Math.round(performance.now() - drag.t0),
            drag.x,
            Math.round(event.clientY - drag.y0),
          ]);
          place(drag.x);
        });
        const release = () => {
          const done = drag;
          drag = null;
          // A click without a slide is no answer: the same puzzle stays.
          if (!done || done.x < 1) return place(0);
          close(captchaParams(challenge.certifyId, done.x, done.points));
        };
        handle.addEventListener("pointerup", release);
        handle.addEventListener("pointercancel", release);
      },
      () => {
        status.textContent = texts.loadFailed;
      },
    );
  });
}
