// @vitest-environment happy-dom
import { captchaAnswerSchema } from "@textbook/shared";
import { describe, expect, test } from "vitest";
import { captchaParams, type TrackPoint, thinTrack } from "./slide-answer.ts";

describe("captchaParams", () => {
  test("sends certifyId and a JSON answer the shared schema accepts", () => {
    const params = captchaParams("cert-1", 120.6, [
      [0, 0, 0],
      [40, 30, 1],
      [90, 121, -1],
    ]);
    expect(params.certifyId).toBe("cert-1");
    const answer = captchaAnswerSchema.parse(JSON.parse(params.data ?? ""));
    expect(answer).toEqual({
      x: 121,
      track: [
        [0, 0, 0],
        [40, 30, 1],
        [90, 121, -1],
      ],
    });
  });

  test("a long drag is thinned to the schema's 500 points, keeping both ends", () => {
    const track = Array.from(
      { length: 1_234 },
      (_, index) => [index * 2, index / 4, index % 3] as TrackPoint,
    );
    const thinned = thinTrack(track);
    expect(thinned).toHaveLength(500);
    expect(thinned[0]).toEqual(track[0]);
    expect(thinned.at(-1)).toEqual(track.at(-1));
    expect(captchaAnswerSchema.safeParse(JSON.parse(captchaParams("c", 1, track).data ?? "")).success).toBe(
      true,
    );
  });
});
