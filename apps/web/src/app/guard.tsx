// Navigation guard (shell §2): without a token, any path other than /login, /loading and
// /zjy/login goes to /loading carrying the original path as redirectPath.
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "./session.ts";

export function loadingPathFor(location: { pathname: string; search: string; hash: string }): string {
  const redirectPath = location.pathname + location.search + location.hash;
  return `/loading?${new URLSearchParams({ redirectPath })}`;
}

export function RequireSession() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={loadingPathFor(location)} replace />;
  return <Outlet />;
}
