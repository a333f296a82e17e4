// antd's number field names its step buttons in English ("Increase Value", hard-coded in
// rc-input-number, no prop or locale reaches it). Wrapped in this, they are named in Chinese; the
// names are set again after each render, since a remounted field brings the English ones back.
import { STYLE_SCREEN_TEXTS } from "@textbook/shared";
import { type ReactNode, useLayoutEffect, useRef } from "react";

const NAMES: Record<string, string> = {
  "Increase Value": STYLE_SCREEN_TEXTS.stepper.increase,
  "Decrease Value": STYLE_SCREEN_TEXTS.stepper.decrease,
};

export function StepLabels({ children }: { children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    for (const handler of box.current?.querySelectorAll("[role=button][aria-label]") ?? []) {
      const name = NAMES[handler.getAttribute("aria-label") ?? ""];
      if (name) handler.setAttribute("aria-label", name);
    }
  });
  return (
    <span ref={box} style={{ display: "contents" }}>
      {children}
    </span>
  );
}
