// /loading (shell §2, §4): turns a handoff token or the stored token into a checked session, then
// goes on to redirectPath or the book list; without a session it goes to /login keeping redirectPath.
import { LOGIN_TEXTS, type LoginResult } from "@textbook/shared";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { exchangeHandoffToken, fetchLoginInfo } from "../../api/passports.ts";
import { session, toStoredUser } from "../../app/session.ts";
import { BOOK_LIST_PATH, landingPath, loginPathFor } from "../login/login-steps.ts";
import { LoadingView } from "./loading-view.tsx";

// A handoff token works once; React's development double effects must not spend it twice.
const exchanges = new Map<string, Promise<LoginResult>>();

function exchangeOnce(token: string): Promise<LoginResult> {
  let exchange = exchanges.get(token);
  if (!exchange) {
    exchange = exchangeHandoffToken(token);
    exchanges.set(token, exchange);
  }
  return exchange;
}

/** `defaultTarget`: where to go without a redirectPath (the management area's /m/loading: /m). */
export function LoadingPage({ defaultTarget = BOOK_LIST_PATH }: { defaultTarget?: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();

  useEffect(() => {
    const handoff = search.get("token");
    const stored = session.token();
    const login = loginPathFor(search);
    if (!handoff && !stored) {
      navigate(login, { replace: true });
      return;
    }
    let live = true;
    const check = handoff ? exchangeOnce(handoff) : fetchLoginInfo(stored ?? "");
    check.then(
      (result) => {
        if (!live) return;
        // login-info answers with the stored token's session: refresh the stored user from it.
        session.save(result);
        navigate(landingPath(toStoredUser(result), search, defaultTarget), { replace: true });
      },
      () => {
        if (!live) return;
        if (!handoff) session.clear();
        navigate(login, { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [navigate, search, defaultTarget]);

  return <LoadingView text={LOGIN_TEXTS.loading} />;
}
