import { Outlet } from "react-router";

export function Frame() {
  return <Outlet />;
}
