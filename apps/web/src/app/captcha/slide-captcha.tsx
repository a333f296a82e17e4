// The slide challenge (shell §9: popup mode, slide width 320): drag the piece into the notch.
// The server sends both pictures as PNG data URLs; the drag is reported point by point (time, x and
// the pointer's vertical drift), which the server judges.
import { ExclamationCircleFilled, ReloadOutlined, RightOutlined } from "@ant-design/icons";
import { type CaptchaChallenge, type CaptchaParams, LOGIN_TEXTS } from "@textbook/shared";
import { Button, Modal, Spin } from "antd";
import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { fetchCaptchaChallenge } from "../../api/passports.ts";
import { captchaParams, type TrackPoint } from "./slide-answer.ts";
import styles from "./slide-captcha.module.css";

export interface SlideCaptchaProps {
  open: boolean;
  /** The phone the answer will be sent for: the challenge is bound to it. */
  phoneNumber: string;
  /** The previous answer was refused: say so above the fresh puzzle. */
  failed: boolean;
  onSolved(params: CaptchaParams): void;
  onCancel(): void;
}

interface Drag {
  startClientX: number;
  startClientY: number;
  startTime: number;
  track: TrackPoint[];
  /** The latest position; state lags behind when events arrive faster than renders. */
  x: number;
}

export function SlideCaptcha({ open, phoneNumber, failed, onSolved, onCancel }: SlideCaptchaProps) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [x, setX] = useState(0);
  const drag = useRef<Drag | null>(null);

  const load = useCallback(() => {
    setChallenge(null);
    setLoadError(null);
    setX(0);
    fetchCaptchaChallenge(phoneNumber).then(setChallenge, (error: unknown) =>
      setLoadError(error instanceof Error ? error.message : LOGIN_TEXTS.captchaFailed),
    );
  }, [phoneNumber]);

  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const maxX = challenge ? challenge.width - challenge.pieceSize : 0;

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!challenge) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      startClientX: event.clientX,
      startClientY: event.clientY,
      startTime: performance.now(),
      track: [[0, 0, 0]],
      x: 0,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    const next = Math.min(maxX, Math.max(0, event.clientX - current.startClientX));
    current.track.push([
      Math.round(performance.now() - current.startTime),
      next,
      Math.round(event.clientY - current.startClientY),
    ]);
    current.x = next;
    setX(next);
  }

  function onPointerUp() {
    const current = drag.current;
    drag.current = null;
    if (!current || !challenge) return;
    // A click without a slide is no answer; let the user try again on the same puzzle.
    if (current.x < 1) return setX(0);
    onSolved(captchaParams(challenge.certifyId, current.x, current.track));
  }

  return (
    <Modal
      open={open}
      title={LOGIN_TEXTS.captchaTitle}
      footer={null}
      centered
      mask={{ closable: false }}
      onCancel={onCancel}
      width={(challenge?.width ?? 320) + 48}
    >
      {failed && (
        <div role="alert" className={styles.alert}>
          <ExclamationCircleFilled aria-hidden /> {LOGIN_TEXTS.captchaFailed}
        </div>
      )}
      <div
        className={styles.picture}
        style={{ width: challenge?.width ?? 320, height: challenge?.height ?? 160 }}
      >
        {challenge ? (
          <>
            <img className={styles.background} src={challenge.background} alt="" draggable={false} />
            <img
              className={styles.piece}
              src={challenge.piece}
              alt=""
              draggable={false}
              style={{
                left: x,
                top: challenge.pieceY,
                width: challenge.pieceSize,
                height: challenge.pieceSize,
              }}
            />
          </>
        ) : loadError ? (
          <div className={styles.centre}>{loadError}</div>
        ) : (
          <div className={styles.centre}>
            <Spin />
          </div>
        )}
        <Button
          className={styles.refresh}
          size="small"
          shape="circle"
          icon={<ReloadOutlined aria-hidden />}
          aria-label="换一张"
          onClick={load}
        />
      </div>
      <div className={styles.track} style={{ width: challenge?.width ?? 320 }}>
        <div className={styles.fill} style={{ width: x + (challenge?.pieceSize ?? 44) }} />
        <span className={styles.hint} style={{ opacity: x > 0 ? 0 : 1 }}>
          {LOGIN_TEXTS.captchaHint}
        </span>
        <div
          className={styles.handle}
          role="slider"
          aria-label={LOGIN_TEXTS.captchaHint}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          tabIndex={0}
          style={{ left: x, width: challenge?.pieceSize ?? 44 }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <RightOutlined aria-hidden />
        </div>
      </div>
    </Modal>
  );
}
