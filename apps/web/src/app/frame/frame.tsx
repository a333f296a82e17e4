// The framed area /f (shell §2): the left drawer, the top bar and the routed page.
import { QueryClientProvider } from "@tanstack/react-query";
import { Layout } from "antd";
import { useEffect, useState } from "react";
import { Outlet, useMatches } from "react-router";
import { newQueryClient } from "../query-client.ts";
import type { RouteHandle } from "../routes.tsx";
import { useSession } from "../session.ts";
import { Drawer } from "./drawer.tsx";
import styles from "./frame.module.css";
import { prefetchLoginPage } from "./prefetch-login.ts";
import { TopBar } from "./top-bar.tsx";

function useRouteLook(): { title: string; bare: boolean } {
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const titles = handles.map((handle) => handle?.title).filter((title): title is string => Boolean(title));
  return { title: titles.at(-1) ?? "", bare: handles.at(-1)?.bare === true };
}

/**
 * Server state lives with the frame: only framed pages query, so the query library stays out of
 * the login bundle, and a new session (a new mount) starts from an empty cache.
 */
export function Frame() {
  const [queryClient] = useState(newQueryClient);
  useEffect(() => prefetchLoginPage(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <FramedLayout />
    </QueryClientProvider>
  );
}

function FramedLayout() {
  const { user } = useSession();
  const { title, bare } = useRouteLook();
  if (!user) return null;
  return (
    <Layout className={styles.frame}>
      <Layout.Sider width={232} className={styles.drawer} theme="light">
        <Drawer user={user} />
      </Layout.Sider>
      <Layout className={styles.main}>
        {!bare && <TopBar title={title} user={user} />}
        <Layout.Content className={bare ? styles.bareContent : styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
