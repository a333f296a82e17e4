// The management area's frame (issue 15): the editor frame's look (its drawer and top bar styles)
// with the menu of manageMenuFor, the current organisation, 返回编辑器 and 退出登录. Users without a
// management role see a refusal instead (shell §6).
import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CustomerServiceOutlined,
  FileProtectOutlined,
  FolderOpenOutlined,
  LeftOutlined,
  LogoutOutlined,
  NotificationOutlined,
  PictureOutlined,
  TeamOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  canLogout,
  FRAME_TEXTS,
  MANAGE_ROOT,
  MANAGE_TEXTS,
  type ManageMenuEntry,
  manageMenuFor,
} from "@textbook/shared";
import { Avatar, Button, ConfigProvider, Layout, Menu, Spin } from "antd";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { EulaGate } from "../../app/eula-gate/eula-gate.tsx";
import styles from "../../app/frame/frame.module.css";
import { initialsOf, selectedMenuPath } from "../../app/frame/frame-rules.ts";
import { useLogout } from "../../app/frame/use-logout.ts";
import { newQueryClient } from "../../app/query-client.ts";
import { pageTitle } from "../../app/root-layout.tsx";
import { type StoredUser, useSession } from "../../app/session.ts";
import { BOOK_LIST_PATH } from "../login/login-steps.ts";
import manageStyles from "./manage.module.css";
import { RequireManagementRole } from "./manage-guard.tsx";
import { manageTitleAt } from "./manage-paths.ts";
import type { ManagePage } from "./manage-routes.tsx";

const ICONS: Record<ManageMenuEntry["key"], ReactNode> = {
  orgs: <BankOutlined aria-hidden />,
  orgUsers: <TeamOutlined aria-hidden />,
  platformUsers: <UserOutlined aria-hidden />,
  books: <BookOutlined aria-hidden />,
  eulas: <FileProtectOutlined aria-hidden />,
  notices: <NotificationOutlined aria-hidden />,
  ads: <PictureOutlined aria-hidden />,
  customerService: <CustomerServiceOutlined aria-hidden />,
  auditLogs: <AuditOutlined aria-hidden />,
  processDefinitions: <ApartmentOutlined aria-hidden />,
  resLibs: <FolderOpenOutlined aria-hidden />,
};

const MENU_THEME = {
  components: { Menu: { itemBorderRadius: 6 } },
};

/** Server state lives with the frame, as in the editor's: a new session starts from an empty cache. */
export function ManageFrame({ pages }: { pages: readonly ManagePage[] }) {
  const [queryClient] = useState(newQueryClient);
  const { user } = useSession();
  if (!user) return null;
  return (
    <RequireManagementRole>
      <QueryClientProvider client={queryClient}>
        <ManageLayout user={user} pages={pages} />
      </QueryClientProvider>
    </RequireManagementRole>
  );
}

function ManageLayout({ user, pages }: { user: StoredUser; pages: readonly ManagePage[] }) {
  const { pathname } = useLocation();
  const title = manageTitleAt(pages, pathname);
  useEffect(() => {
    // Entering /m, the root layout's title effect (the area's name) runs after this one: go last.
    queueMicrotask(() => {
      document.title = pageTitle(title);
    });
  }, [title]);
  return (
    <Layout className={styles.frame}>
      <Layout.Sider width={232} className={styles.drawer} theme="light">
        <ManageDrawer user={user} />
      </Layout.Sider>
      <Layout className={styles.main}>
        <header className={styles.topBar}>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.topActions}>
            <span className={styles.currentOrg} title={user.currentOrgName ?? MANAGE_TEXTS.noCurrentOrg}>
              <BankOutlined aria-hidden /> {user.currentOrgName ?? MANAGE_TEXTS.noCurrentOrg}
            </span>
          </div>
        </header>
        <Layout.Content className={styles.content}>
          <Suspense
            fallback={
              <div className={manageStyles.pageLoading}>
                <Spin aria-label={MANAGE_TEXTS.loadingPage} />
              </div>
            }
          >
            <EulaGate>
              <Outlet />
            </EulaGate>
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function ManageDrawer({ user }: { user: StoredUser }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const confirmLogout = useLogout();
  const entries = manageMenuFor(user);
  const selected = selectedMenuPath(
    entries.map((entry) => entry.path),
    pathname,
  );
  return (
    <nav className={styles.drawerInner} aria-label={MANAGE_TEXTS.title}>
      <div className={styles.brand}>
        <Link to={MANAGE_ROOT}>{MANAGE_TEXTS.title}</Link>
      </div>
      <div className={styles.profile}>
        <Avatar size={56} src={user.fullAvatarUrl ?? undefined} className={styles.avatar}>
          {initialsOf(user.name)}
        </Avatar>
        <div className={styles.userName}>{user.name}</div>
      </div>
      <ConfigProvider theme={MENU_THEME}>
        <Menu
          mode="inline"
          className={styles.menu}
          selectedKeys={selected ? [selected] : []}
          items={entries.map((entry) => ({ key: entry.path, label: entry.label, icon: ICONS[entry.key] }))}
          onClick={({ key }) => navigate(key)}
        />
      </ConfigProvider>
      <div className={styles.drawerFooter}>
        {user.currentOrgId && (
          <Link className={styles.footerLink} to={BOOK_LIST_PATH}>
            <LeftOutlined aria-hidden /> {MANAGE_TEXTS.backToEditor}
          </Link>
        )}
        {canLogout(user) && (
          <Button block icon={<LogoutOutlined aria-hidden />} onClick={confirmLogout}>
            {FRAME_TEXTS.logout}
          </Button>
        )}
      </div>
    </nav>
  );
}
