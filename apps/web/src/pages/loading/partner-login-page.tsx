// /zjy/login?ticket=... (shell §2, §4): a partner platform's ticket becomes a session marked
// fromProject; top-level organisation users with a choice pick their organisation first.
import { LOGIN_TEXTS, PARTNER_TICKET_INVALID_MESSAGE, type PartnerLoginResult } from "@textbook/shared";
import { Button } from "antd";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { fetchMyOrgs } from "../../api/orgs.ts";
import { partnerLogin } from "../../api/passports.ts";
import { session } from "../../app/session.ts";
import { partnerNeedsOrgCount, partnerTarget } from "../login/login-steps.ts";
import { FailureBlock } from "../login/status-message.tsx";
import { LoadingView } from "./loading-view.tsx";

// A ticket is single-use; React's development double effects must not spend it twice.
const logins = new Map<string, Promise<PartnerLoginResult>>();

function loginOnce(ticket: string): Promise<PartnerLoginResult> {
  let login = logins.get(ticket);
  if (!login) {
    login = partnerLogin(ticket);
    logins.set(ticket, login);
  }
  return login;
}

async function enter(ticket: string): Promise<string> {
  const result = await loginOnce(ticket);
  session.save(result.tokenData);
  if (!partnerNeedsOrgCount(result)) return partnerTarget(result, 0);
  const orgs = await fetchMyOrgs(undefined, { bypassError: true });
  return partnerTarget(result, orgs.items.length);
}

export function PartnerLoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const ticket = search.get("ticket") ?? "";

  useEffect(() => {
    if (!ticket) {
      setFailure(PARTNER_TICKET_INVALID_MESSAGE);
      return;
    }
    let live = true;
    enter(ticket).then(
      (target) => live && navigate(target, { replace: true }),
      (error: unknown) =>
        live && setFailure(error instanceof Error ? error.message : PARTNER_TICKET_INVALID_MESSAGE),
    );
    return () => {
      live = false;
    };
  }, [navigate, ticket]);

  return (
    <LoadingView text={LOGIN_TEXTS.partnerLoading}>
      {failure && (
        <FailureBlock
          title={failure}
          action={
            <Button
              type="primary"
              autoInsertSpace={false}
              onClick={() => navigate("/login", { replace: true })}
            >
              {LOGIN_TEXTS.title}
            </Button>
          }
        />
      )}
    </LoadingView>
  );
}
