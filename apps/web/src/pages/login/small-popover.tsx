// A click-to-open panel under its trigger. antd's Popover would add its tooltip machinery (about
// 5 KB gzipped) to the login page's budget for two small panels.
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import styles from "./login.module.css";

export interface SmallPopoverProps {
  /** Renders the trigger; spread the props onto a button. */
  trigger(props: { onClick(): void; "aria-expanded": boolean; "aria-controls": string }): ReactNode;
  /** Renders the panel; `close` hides it. */
  children(close: () => void): ReactNode;
  label: string;
}

export function SmallPopover({ trigger, children, label }: SmallPopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <span ref={root} className={styles.popoverAnchor}>
      {trigger({ onClick: () => setOpen((value) => !value), "aria-expanded": open, "aria-controls": id })}
      {open && (
        <div id={id} role="dialog" aria-label={label} className={styles.popover}>
          {children(() => setOpen(false))}
        </div>
      )}
    </span>
  );
}
