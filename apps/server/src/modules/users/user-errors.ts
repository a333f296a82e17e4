// The refusals of the user administration calls (issue 15 §3 and "Bad input").
import { errorMessage } from "@textbook/shared";
import { AppError } from "../../http/errors.ts";

export const userErrors = {
  /** A field error too, so the form shows it under the phone number. */
  alreadyMember: () =>
    new AppError("err.user.alreadyMember", 409, {
      errors: { phoneNumber: errorMessage("err.user.alreadyMember") },
    }),
  alreadyPlatformUser: () =>
    new AppError("err.user.alreadyPlatformUser", 409, {
      errors: { phoneNumber: errorMessage("err.user.alreadyPlatformUser") },
    }),
  cannotDisableSelf: () => new AppError("err.user.cannotDisableSelf", 400),
  cannotDemoteSelf: () => new AppError("err.user.cannotDemoteSelf", 400),
  lastOrgAdmin: (orgName: string) => new AppError("err.user.lastOrgAdmin", 409, { params: { org: orgName } }),
  sharedAccount: () => new AppError("err.user.sharedAccount", 403),
};
