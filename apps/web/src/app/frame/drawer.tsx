// The left drawer (shell §2): avatar and name, the menu of the first organisation role, the help
// manual, the current version with its red dot, and 退出登录. Folded, it is a rail of icons.
import {
  BookOutlined,
  CheckSquareOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
  ScheduleOutlined,
  TagOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import {
  canLogout,
  FRAME_TEXTS,
  type MenuEntry,
  menuFor,
  ORG_ROLE_LABELS,
  PRODUCT_NAME,
  STORAGE_KEYS,
} from "@textbook/shared";
import { Avatar, Badge, Button, ConfigProvider, Menu, type MenuProps, Tooltip } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { usePollState } from "../global/polling.ts";
import type { StoredUser } from "../session.ts";
import { AccountLinks } from "./account-links.tsx";
import styles from "./frame.module.css";
import { initialsOf, markVersionSeen, releaseOf, selectedMenuPath, versionDotShown } from "./frame-rules.ts";
import { useClientConfig } from "./use-client-config.ts";
import { useLogout } from "./use-logout.ts";

const ICONS: Record<string, ReactNode> = {
  books: <BookOutlined aria-hidden />,
  todo: <CheckSquareOutlined aria-hidden />,
  task: <ScheduleOutlined aria-hidden />,
  classes: <TeamOutlined aria-hidden />,
};

const VERSION_RECORD_PATH = "/f/version-record";

const MENU_THEME = {
  components: { Menu: { subMenuItemBg: "transparent", itemBorderRadius: 6 } },
};

type MenuItems = NonNullable<MenuProps["items"]>;

function toItems(entries: readonly MenuEntry[], todoCount: number): MenuItems {
  return entries.map((entry) => {
    const label =
      entry.key === "todo" && todoCount > 0 ? (
        <span key={entry.key} className={styles.menuLabel}>
          {entry.label}
          <Badge count={todoCount} size="small" overflowCount={99} />
        </span>
      ) : (
        entry.label
      );
    return entry.children?.length
      ? { key: entry.path, label, icon: ICONS[entry.key], children: toItems(entry.children, todoCount) }
      : { key: entry.path, label, icon: ICONS[entry.key] };
  });
}

function selectedPath(entries: readonly MenuEntry[], pathname: string): string[] {
  const paths = entries.flatMap((entry) => [
    entry.path,
    ...(entry.children ?? []).map((child) => child.path),
  ]);
  const selected = selectedMenuPath(paths, pathname);
  return selected ? [selected] : [];
}

export function Drawer(props: { user: StoredUser; collapsed: boolean; onToggle: () => void }) {
  const { user, collapsed, onToggle } = props;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const confirmLogout = useLogout();
  const config = useClientConfig();
  const { todoCount } = usePollState();
  const entries = menuFor(user.orgRoles);
  // The drawer names the release the version records describe, so a rebuild alone raises no dot.
  const release = releaseOf(__APP_VERSION__);
  const [versionDot, setVersionDot] = useState(() =>
    versionDotShown(localStorage.getItem(STORAGE_KEYS.version), release),
  );
  // The records are seen however they open: this button, a link, the address bar.
  const onVersionRecords = pathname.startsWith(VERSION_RECORD_PATH);
  useEffect(() => {
    if (!onVersionRecords) return;
    markVersionSeen(release);
    setVersionDot(false);
  }, [onVersionRecords, release]);

  const toggleLabel = collapsed ? FRAME_TEXTS.expandDrawer : FRAME_TEXTS.collapseDrawer;
  const versionTag = (
    <Badge dot={versionDot} offset={collapsed ? [2, 0] : [4, 0]}>
      {collapsed ? <TagOutlined aria-hidden /> : <span className={styles.version}>{release}</span>}
    </Badge>
  );
  return (
    <nav className={collapsed ? styles.drawerFolded : styles.drawerInner} aria-label={PRODUCT_NAME}>
      <div className={styles.brand}>
        {!collapsed && PRODUCT_NAME}
        <RailTip shown title={toggleLabel}>
          <Button
            type="text"
            size="small"
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
            onClick={onToggle}
          />
        </RailTip>
      </div>
      <div className={styles.profile}>
        <RailTip shown={collapsed} title={user.name}>
          <Avatar size={collapsed ? 36 : 56} src={user.fullAvatarUrl ?? undefined} className={styles.avatar}>
            {initialsOf(user.name)}
          </Avatar>
        </RailTip>
        {!collapsed && <div className={styles.userName}>{user.name}</div>}
        {!collapsed && user.orgRoles[0] && (
          <div className={styles.userRole}>{ORG_ROLE_LABELS[user.orgRoles[0]]}</div>
        )}
      </div>
      <ConfigProvider theme={MENU_THEME}>
        <Menu
          mode="inline"
          className={styles.menu}
          selectedKeys={selectedPath(entries, pathname)}
          defaultOpenKeys={entries.filter((entry) => entry.children?.length).map((entry) => entry.path)}
          items={toItems(entries, todoCount)}
          onClick={({ key }) => navigate(key)}
        />
      </ConfigProvider>
      <div className={styles.drawerFooter}>
        {config?.helpManualUrl && (
          <RailTip shown={collapsed} title={FRAME_TEXTS.helpManual}>
            <a
              className={styles.footerLink}
              href={config.helpManualUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={FRAME_TEXTS.helpManual}
            >
              <QuestionCircleOutlined aria-hidden /> {!collapsed && FRAME_TEXTS.helpManual}
            </a>
          </RailTip>
        )}
        <RailTip shown={collapsed} title={`${FRAME_TEXTS.version} ${release}`}>
          <button
            type="button"
            className={styles.footerLink}
            aria-label={`${FRAME_TEXTS.version} ${release}`}
            onClick={() => navigate(VERSION_RECORD_PATH)}
          >
            {collapsed ? (
              versionTag
            ) : (
              <>
                <TagOutlined aria-hidden /> {FRAME_TEXTS.version}
                {versionTag}
              </>
            )}
          </button>
        </RailTip>
        {/* A partner platform's users manage their account there. */}
        {canLogout(user) && <AccountLinks user={user} collapsed={collapsed} />}
        {canLogout(user) && (
          <RailTip shown={collapsed} title={FRAME_TEXTS.logout}>
            <Button
              block
              icon={<LogoutOutlined aria-hidden />}
              aria-label={FRAME_TEXTS.logout}
              onClick={confirmLogout}
            >
              {!collapsed && FRAME_TEXTS.logout}
            </Button>
          </RailTip>
        )}
      </div>
    </nav>
  );
}

/** An icon without its text (the folded drawer's rail) names itself in a tooltip beside it. */
function RailTip(props: { shown: boolean; title: string; children: ReactNode }) {
  if (!props.shown) return props.children;
  return (
    <Tooltip title={props.title} placement="right">
      {props.children}
    </Tooltip>
  );
}
