import { PRODUCT_NAME } from "@textbook/shared";
import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import type { RouteHandle } from "./routes.tsx";

export function pageTitle(routeTitle: string | undefined): string {
  return routeTitle ? `${PRODUCT_NAME} - ${routeTitle}` : PRODUCT_NAME;
}

/** Sets the page title from the deepest route that names one. */
export function RootLayout() {
  const matches = useMatches();
  const routeTitle = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = pageTitle(routeTitle);
  }, [routeTitle]);
  return <Outlet />;
}
