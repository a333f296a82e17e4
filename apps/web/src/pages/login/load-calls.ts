// The login page's calls carry their contracts, and with them zod: loaded at the first call, they stay
// out of the code the page needs to paint (bench/web-bundle.ts holds the login page to 250 KB). Once
// logged in, the frame imports them itself, so the login page it returns to finds them loaded.
export const loadPassportCalls = () => import("../../api/passports.ts");
export const loadOrgCalls = () => import("../../api/orgs.ts");
/** The password's encryption (pages/account/seal-password.ts), shared with the account forms. */
export const loadPasswordSeal = () => import("../account/seal-password.ts");
/** Step two, the organisation picker, with its spinner: shown after a login, fetched while the user types. */
export const loadOrgStep = () => import("./org-step.tsx");
