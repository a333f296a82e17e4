// Leaving the screen with unsaved changes asks first: a move inside the app through the router's
// blocker and the confirm dialog, closing or reloading the tab through the browser's own question.
import { STYLE_SCREEN_TEXTS } from "@textbook/shared";
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { dialog } from "../../app/global/dialog.ts";

export function useLeaveGuard(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void dialog.confirm("change", { content: STYLE_SCREEN_TEXTS.leaveConfirm }).then((leave) => {
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
}
