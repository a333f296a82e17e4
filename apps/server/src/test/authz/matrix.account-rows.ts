// The matrix rows of a user's own account (letters and profiles: profiles.ts): 忘记密码, 修改密码 and
// the phone number. {id} is the world's organisation member.
import { uniquePhone } from "../factories.ts";
import { type MatrixRow, PUBLIC } from "./profiles.ts";

/** Anyone signed in reaches the rule; the minimal body's ciphertext is one the key cannot open. */
const SIGNED_IN_RULE = "N4444444";

export const ACCOUNT_SECURITY_ROWS: MatrixRow[] = [
  {
    route: "POST /api/passports/password-reset-codes",
    expect: PUBLIC,
    body: (w) => ({ phoneNumber: w.users.orgMember.phoneNumber }),
    fresh: true,
    note: "one code a minute per phone: a new world (new phones) after each send",
  },
  {
    route: "POST /api/passports/password-resets",
    expect: "44444444",
    body: (w) => ({
      phoneNumber: w.users.orgMember.phoneNumber,
      smsCode: "0000",
      password: "bm90IHNlYWxlZA==",
    }),
    note: "a password the login key did not seal: err.login.decryptFailed (no code spent)",
  },
  {
    route: "PUT /api/users/me/password",
    expect: SIGNED_IN_RULE,
    body: () => ({ currentPassword: "bm90IHNlYWxlZA==", newPassword: "bm90IHNlYWxlZA==" }),
    note: "passwords the login key did not seal: err.login.decryptFailed",
  },
  {
    route: "POST /api/users/me/phone-number-codes",
    expect: "NYYYYYYY",
    body: () => ({ phoneNumber: uniquePhone() }),
    note: "a code to a number nobody has, bound to the caller",
  },
  {
    route: "PUT /api/users/{id}/phone-number",
    expect: "NNN4NNYY",
    body: () => ({ phoneNumber: uniquePhone() }),
    fresh: true,
    note: "the member themself needs the new phone's code (err.validate.failed); organisation A's admin and system admins change it without one",
  },
];
