// The book's look around whatever shows its content (the editor, the reader preview, the settings
// screen's live preview): the stylesheet bookStyleCss makes from the book's items, scoped to this
// root, so every block stylesheet reading the --tb-… variables inside takes the book's look. With
// `live`, the root follows the settings screen's messages (content §4 UPDATE_CUSTOM_STYLE) from its
// own origin and shows each change at once; node views hear of it through the book look store.
import { BOOK_ROOT_CLASS, bookStyleCss, type StoredStyleItem } from "@textbook/shared";
import { type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { bookLook } from "./book-look-store.ts";
import { applyPreviewMessage, readPreviewMessage, withChanges } from "./live-style-message.ts";

export interface BookStyleRootProps {
  items: readonly StoredStyleItem[];
  /** The screen size whose values show; unset, narrow screens show the small screen's. */
  device?: "phone" | "pc";
  /** Follow the style settings screen's preview messages. */
  live?: boolean;
  className?: string;
  /** The root element: a reader's page is an article. */
  as?: "div" | "article";
  children?: ReactNode;
}

/** What live messages changed: a whole look put in place, and single items over it. */
interface LiveChanges {
  replaced: readonly StoredStyleItem[] | null;
  updates: readonly StoredStyleItem[];
}

const NO_CHANGES: LiveChanges = { replaced: null, updates: [] };

export function BookStyleRoot({
  items,
  device,
  live = false,
  className,
  as: Root = "div",
  children,
}: BookStyleRootProps) {
  const id = useId();
  const [changes, setChanges] = useState<LiveChanges>(NO_CHANGES);
  const shown = useMemo(() => withChanges(changes.replaced ?? items, changes.updates), [items, changes]);
  const css = useMemo(() => bookStyleCss(shown, `.${BOOK_ROOT_CLASS}[data-book-look="${id}"]`), [shown, id]);

  useEffect(() => {
    if (!live) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = readPreviewMessage(event.data);
      if (!message) return;
      // In the message's own task, as a change typed on the page would be: left to React's
      // scheduler, the new stylesheet waited for a later task (bench/live-style.ts).
      flushSync(() =>
        setChanges((current) =>
          message.type === "REPLACE_CUSTOM_STYLES"
            ? { replaced: applyPreviewMessage([], message), updates: [] }
            : { ...current, updates: applyPreviewMessage(current.updates, message) },
        ),
      );
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [live]);

  // Before paint, so a card drawn in this commit already has the book's layout.
  const [owner] = useState(() => ({}));
  useLayoutEffect(() => bookLook.show(owner, shown), [owner, shown]);
  useEffect(() => () => bookLook.hide(owner), [owner]);

  return (
    <Root
      className={className ? `${BOOK_ROOT_CLASS} ${className}` : BOOK_ROOT_CLASS}
      data-book-look={id}
      data-device={device}
    >
      <style>{css}</style>
      {children}
    </Root>
  );
}
