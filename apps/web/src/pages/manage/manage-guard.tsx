// Who may see what in the management area (shell §6): the area needs a management role, each page
// its menu entry's roles. The pages only hide what the server refuses anyway.
import {
  canSeeManagementSystem,
  formatMessage,
  MANAGE_ROOT,
  MANAGE_TEXTS,
  type ManageMenuEntry,
  manageMenuFor,
} from "@textbook/shared";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { FallbackPage } from "../../app/fallback/fallback-page.tsx";
import { useSession } from "../../app/session.ts";
import { BOOK_LIST_PATH } from "../login/login-steps.ts";

/** Refuses the whole area to users without a management role (partner users never have one). */
export function RequireManagementRole(props: { children: ReactNode }) {
  const { user } = useSession();
  const navigate = useNavigate();
  if (user && canSeeManagementSystem(user)) return props.children;
  return (
    <FallbackPage
      title={MANAGE_TEXTS.noAccessTitle}
      body={MANAGE_TEXTS.noAccessBody}
      action={{ label: MANAGE_TEXTS.backToEditor, onClick: () => navigate(BOOK_LIST_PATH) }}
    />
  );
}

/** A page whose menu entry the user's roles do not show: say so rather than render a page of refusals. */
export function RequireManageEntry(props: { entry: ManageMenuEntry["key"]; children: ReactNode }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const allowed = user ? manageMenuFor(user).find((entry) => entry.key === props.entry) : undefined;
  if (allowed) return props.children;
  return (
    <FallbackPage
      title={MANAGE_TEXTS.noAccessTitle}
      body={formatMessage(MANAGE_TEXTS.pageRefusedBody, { name: MANAGE_TEXTS.menu[props.entry] })}
      action={{ label: MANAGE_TEXTS.backToHome, onClick: () => navigate(MANAGE_ROOT) }}
    />
  );
}
