// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type CaptchaParams, LOGIN_TEXTS } from "@textbook/shared";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ApiError } from "../../api/client.ts";
import { CaptchaCancelled, useCaptchaGate } from "./use-captcha-gate.tsx";

vi.stubGlobal("__APP_VERSION__", "test");

let challenges = 0;
beforeEach(() => {
  challenges = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      challenges += 1;
      const data = {
        certifyId: `cert-${challenges}`,
        width: 320,
        height: 160,
        pieceSize: 44,
        pieceY: 30,
        background: "data:image/png;base64,iVBORw0KGgo=",
        piece: "data:image/png;base64,iVBORw0KGgo=",
      };
      return new Response(JSON.stringify({ errorCode: "0", errorMessage: "", errors: {}, data }));
    }),
  );
});
afterEach(cleanup);

const captchaFailure = () =>
  new ApiError({
    status: 400,
    errorCode: "err.login.captchaCheckedFailed",
    message: "请重新进行智能验证",
    data: { captchaRequired: true },
  });

function Harness({
  call,
  onDone,
}: {
  call: (captcha?: CaptchaParams) => Promise<string>;
  onDone(outcome: unknown): void;
}) {
  const gate = useCaptchaGate();
  return (
    <>
      <button type="button" onClick={() => gate.run("13800000001", call).then(onDone, onDone)}>
        go
      </button>
      {gate.modal}
    </>
  );
}

async function slide(to: number) {
  const handle = await screen.findByRole("slider");
  // The puzzle has loaded once the slider knows its range (width 320 - piece 44).
  await vi.waitFor(() => expect(handle.getAttribute("aria-valuemax")).toBe("276"));
  await act(async () => {
    fireEvent.pointerDown(handle, { clientX: 10, clientY: 50, pointerId: 1 });
    for (const [x, y] of [
      [to / 3, 51],
      [(to * 2) / 3, 53],
      [to, 52],
    ] as const)
      fireEvent.pointerMove(handle, { clientX: 10 + x, clientY: y, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 10 + to, clientY: 52, pointerId: 1 });
  });
}

describe("useCaptchaGate", () => {
  test("a call that passes never shows the challenge", async () => {
    const call = vi.fn(async () => "ok");
    const onDone = vi.fn();
    render(<Harness call={call} onDone={onDone} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "go" })));
    expect(onDone).toHaveBeenCalledWith("ok");
    expect(call).toHaveBeenCalledWith();
    expect(challenges).toBe(0);
  });

  test("asks for the slide, retries with certifyId and the answer, and says 请重新进行智能验证 after a refused one", async () => {
    const call = vi
      .fn<(captcha?: CaptchaParams) => Promise<string>>()
      .mockRejectedValueOnce(captchaFailure())
      .mockRejectedValueOnce(captchaFailure())
      .mockResolvedValueOnce("ok");
    const onDone = vi.fn();
    render(<Harness call={call} onDone={onDone} />);
    fireEvent.click(screen.getByRole("button", { name: "go" }));
    // The challenge is loaded lazily on first use.
    expect(await screen.findByText(LOGIN_TEXTS.captchaTitle, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(LOGIN_TEXTS.captchaFailed)).toBeNull();
    await slide(120);
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    const first = call.mock.calls[1]?.[0];
    expect(first?.certifyId).toBe("cert-1");
    const answer = JSON.parse(first?.data ?? "{}") as { x: number; track: [number, number, number][] };
    expect(answer.x).toBe(120);
    // Each point: time, the piece's x and the pointer's vertical drift since the press.
    expect(answer.track.map(([, x, y]) => [x, y])).toEqual([
      [0, 0],
      [40, 1],
      [80, 3],
      [120, 2],
    ]);
    // The challenge was asked for the phone the call is for.
    const challengeUrl = String(vi.mocked(fetch).mock.calls[0]?.[0]);
    expect(challengeUrl).toMatch(/\/api\/captcha\/challenge\?phoneNumber=13800000001&/);
    // Refused: a fresh puzzle with the failure message.
    expect(await screen.findByText(LOGIN_TEXTS.captchaFailed)).toBeTruthy();
    await slide(80);
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(3));
    expect(call.mock.calls[2]?.[0]?.certifyId).toBe("cert-2");
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith("ok"));
  });

  test("closing the challenge drops the call with CaptchaCancelled", async () => {
    const call = vi.fn(async () => Promise.reject(captchaFailure()));
    const onDone = vi.fn();
    render(<Harness call={call} onDone={onDone} />);
    fireEvent.click(screen.getByRole("button", { name: "go" }));
    await screen.findByRole("slider", {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole("button", { name: /close|关闭/i }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.any(CaptchaCancelled)));
    expect(call).toHaveBeenCalledTimes(1);
  });
});
