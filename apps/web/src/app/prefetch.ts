// Pages whose code is fetched (and evaluated) while the browser is idle, before the click that
// opens them: that click then waits only for its data. Kept out of the entry chunk, which the login
// page's own budget pays for.

/** Starts `load` when the page is idle (at the latest after `timeout`); answers how to call it off. */
function whenIdle(load: () => Promise<unknown>, timeout = 2_000): () => void {
  const fetchIt = () => void load().catch(() => null);
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(fetchIt, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(fetchIt, 1_000);
  return () => window.clearTimeout(timer);
}

/**
 * The login page, from the frame: 退出登录 (in the drawer) and an expired session end there, and the
 * browser may be offline by then.
 */
export const prefetchLoginPage = () => whenIdle(() => import("../pages/login/login-page.tsx"));

/** The editor and the style settings, from the book detail page that opens both. */
export const prefetchBookPages = () =>
  whenIdle(() =>
    Promise.all([
      import("../pages/editor/editor-page.tsx"),
      import("../pages/book-style/book-style-page.tsx"),
    ]),
  );
