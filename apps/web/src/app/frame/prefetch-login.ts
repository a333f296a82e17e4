// The frame fetches the login page's code once it is idle: 退出登录 (here in the drawer) and an
// expired session end on that page, and the browser may be offline by then. Kept out of the entry
// chunk, which the login page's own budget pays for.

/** Starts the fetch when the page is idle; answers how to call it off. */
export function prefetchLoginPage(): () => void {
  const fetchIt = () => void import("../../pages/login/login-page.tsx").catch(() => null);
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(fetchIt, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(fetchIt, 1_000);
  return () => window.clearTimeout(timer);
}
