// The framed area /f (shell §2): the left drawer (foldable), the top bar and the routed page.
import { QueryClientProvider } from "@tanstack/react-query";
import { STORAGE_KEYS } from "@textbook/shared";
import { Layout } from "antd";
import { useEffect, useState } from "react";
import { Outlet, useMatches } from "react-router";
import { EulaGate } from "../eula-gate/eula-gate.tsx";
import { prefetchLoginPage } from "../prefetch.ts";
import { newQueryClient } from "../query-client.ts";
import type { RouteHandle } from "../routes.tsx";
import { useSession } from "../session.ts";
import { Drawer } from "./drawer.tsx";
import styles from "./frame.module.css";
import { drawerCollapsed, withDrawerCollapsed } from "./frame-rules.ts";
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

/** The drawer folds to a rail of icons; the editor starts folded, for the width its columns need. */
function useDrawerFolding(bare: boolean): [boolean, () => void] {
  const [stored, setStored] = useState(() => localStorage.getItem(STORAGE_KEYS.drawerCollapsed));
  const collapsed = drawerCollapsed(stored, bare);
  const toggle = () => {
    const next = withDrawerCollapsed(stored, bare, !collapsed);
    localStorage.setItem(STORAGE_KEYS.drawerCollapsed, next);
    setStored(next);
  };
  return [collapsed, toggle];
}

function FramedLayout() {
  const { user } = useSession();
  const { title, bare } = useRouteLook();
  const [collapsed, toggleDrawer] = useDrawerFolding(bare);
  if (!user) return null;
  return (
    <Layout className={styles.frame}>
      <Layout.Sider
        width={232}
        collapsedWidth={64}
        collapsed={collapsed}
        trigger={null}
        className={styles.drawer}
        theme="light"
      >
        <Drawer user={user} collapsed={collapsed} onToggle={toggleDrawer} />
      </Layout.Sider>
      <Layout className={styles.main}>
        {!bare && <TopBar title={title} user={user} />}
        <Layout.Content className={bare ? styles.bareContent : styles.content}>
          <EulaGate>
            <Outlet />
          </EulaGate>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
