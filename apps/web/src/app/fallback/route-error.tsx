// The router's error element: a failed lazy chunk (a redeploy) reloads once and otherwise says
// 系统已升级，请刷新; while the browser is offline it says so and reloads once the network is back
// (a reload then would only hang); any other error a route throws gets a Chinese page, never React
// Router's English developer page.
import { PAGE_FALLBACK_TEXTS as T } from "@textbook/shared";
import { useEffect, useState } from "react";
import { useRouteError } from "react-router";
import { isChunkLoadError, reloadOnceForChunk } from "./chunk-reload.ts";
import { FallbackPage } from "./fallback-page.tsx";

type Shown = "reloading" | "offline" | "upgraded" | "error";

const TEXTS: Record<Exclude<Shown, "reloading">, { title: string; body: string }> = {
  offline: { title: T.offlineTitle, body: T.offlineBody },
  upgraded: { title: T.upgradedTitle, body: T.upgradedBody },
  error: { title: T.pageErrorTitle, body: T.pageErrorBody },
};

export function RouteError() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  // While the automatic reload is on its way, an empty page beats a flash of the message.
  const [shown, setShown] = useState<Shown>(() =>
    !chunkFailed ? "error" : navigator.onLine ? "reloading" : "offline",
  );
  useEffect(() => {
    if (shown !== "reloading") return;
    if (!reloadOnceForChunk()) setShown("upgraded");
  }, [shown]);
  useEffect(() => {
    if (shown !== "offline") return;
    const back = () => window.location.reload();
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [shown]);
  useEffect(() => {
    if (!chunkFailed) console.error(error);
  }, [chunkFailed, error]);

  if (shown === "reloading") return null;
  return (
    <FallbackPage {...TEXTS[shown]} action={{ label: T.reload, onClick: () => window.location.reload() }} />
  );
}
