// Error factories: a stable errorCode, its HTTP status and the catalogue message.
import { type ErrorCode, errorMessage } from "@textbook/shared";

export class AppError extends Error {
  readonly errorCode: ErrorCode;
  readonly statusCode: number;
  readonly errors: Record<string, string>;
  readonly data: unknown;

  constructor(
    errorCode: ErrorCode,
    statusCode: number,
    options: {
      params?: Record<string, string | number>;
      errors?: Record<string, string>;
      data?: unknown;
    } = {},
  ) {
    super(errorMessage(errorCode, options.params));
    this.name = "AppError";
    this.errorCode = errorCode;
    this.statusCode = statusCode;
    this.errors = options.errors ?? {};
    this.data = options.data ?? null;
  }
}

const CAPTCHA_REQUIRED = { captchaRequired: true } as const;

export const errors = {
  loginRequired: () => new AppError("err.login.required", 401),
  loginFailed: () => new AppError("err.login.failed", 400),
  loginLocked: (minutesLeft: number, lockedUntil: Date) =>
    new AppError("err.login.locked", 429, {
      params: { minutes: minutesLeft },
      data: { lockedUntil: lockedUntil.toISOString() },
    }),
  decryptFailed: () => new AppError("err.login.decryptFailed", 400),
  phoneUnopened: () => new AppError("err.phone.unOpened", 400),
  userInactive: () => new AppError("err.user.inactive", 403),
  privilegeRequired: () => new AppError("err.privilege.required", 403),
  privilegeChanged: () => new AppError("err.privilege.changed", 403),
  passwordChangeRequired: () => new AppError("err.password.changeRequired", 403),
  currentPasswordWrong: () => new AppError("err.password.currentWrong", 400),
  phoneTaken: () =>
    new AppError("err.phone.taken", 400, { errors: { phoneNumber: errorMessage("err.phone.taken") } }),
  validation: (fieldErrors: Record<string, string>) =>
    new AppError("err.validate.failed", 400, { errors: fieldErrors }),
  loginCaptchaFailed: () => new AppError("err.login.captchaCheckedFailed", 400, { data: CAPTCHA_REQUIRED }),
  requestCaptchaFailed: () =>
    new AppError("err.request.captchaCheckedFailed", 400, { data: CAPTCHA_REQUIRED }),
  smsTooFrequent: (secondsLeft: number) =>
    new AppError("err.sms.tooFrequent", 429, { params: { seconds: secondsLeft }, data: { secondsLeft } }),
  smsIpLimited: (secondsLeft: number) =>
    new AppError("err.sms.ipLimited", 429, { params: { seconds: secondsLeft }, data: { secondsLeft } }),
  smsCodeWrong: () => new AppError("err.sms.codeWrong", 400),
  smsCodeExpired: () => new AppError("err.sms.codeExpired", 400),
  smsAttemptsExceeded: () => new AppError("err.sms.attemptsExceeded", 400),
  /** `until` is the lock's end in China time, as the message shows it. */
  smsLocked: (until: string, lockedUntil: Date) =>
    new AppError("err.sms.locked", 429, {
      params: { until },
      data: { lockedUntil: lockedUntil.toISOString() },
    }),
  smsSendFailed: () => new AppError("err.sms.sendFailed", 502),
  smsUnconfigured: () => new AppError("err.sms.unconfigured", 503),
  partnerTicketInvalid: () => new AppError("err.partner.ticketInvalid", 400),
  partnerUnconfigured: () => new AppError("err.partner.unconfigured", 503),
  partnerTicketTooLong: () => new AppError("err.partner.ticketTooLong", 400),
  partnerAccountRefused: () => new AppError("err.partner.accountRefused", 403),
  partnerOrgNotLinked: () => new AppError("err.partner.orgNotLinked", 403),
  attachmentRejected: (reason: string) =>
    new AppError("err.attachment.rejected", 400, { params: { reason } }),
  attachmentIncomplete: () => new AppError("err.attachment.incomplete", 400),
  attachmentBusy: () => new AppError("err.attachment.busy", 409),
  /** `usages` lets the page name the places without asking again. */
  attachmentInUse: (usages: unknown[]) => new AppError("err.attachment.inUse", 409, { data: { usages } }),
  attachmentNotReady: () => new AppError("err.attachment.notReady", 409),
  previewUnavailable: () => new AppError("err.attachment.previewUnavailable", 400),
  posterUnsupported: () => new AppError("err.attachment.posterUnsupported", 400),
  posterUnavailable: () => new AppError("err.attachment.posterUnavailable", 501),
  posterFailed: () => new AppError("err.attachment.posterFailed", 422),
  quotaUploads: (max: number) => new AppError("err.quota.uploads", 429, { params: { max } }),
  quotaUploadBytes: (size: string) => new AppError("err.quota.uploadBytes", 429, { params: { size } }),
  quotaConversions: (max: number) => new AppError("err.quota.conversions", 429, { params: { max } }),
  quotaPosters: (max: number) => new AppError("err.quota.posters", 429, { params: { max } }),
  uploadCredentialsInvalid: () => new AppError("err.upload.credentialsInvalid", 403),
  uploadCredentialsExpired: () => new AppError("err.upload.credentialsExpired", 403),
  uploadPartInvalid: (reason: string) => new AppError("err.upload.partInvalid", 400, { params: { reason } }),
  /** 401 when the link carries no signature, 403 when it is forged or expired. */
  fileLinkInvalid: (status: 401 | 403) => new AppError("err.file.linkInvalid", status),
  orgNotMember: () => new AppError("err.org.notMember", 403),
  orgInactive: () => new AppError("err.org.inactive", 403),
  notFound: () => new AppError("err.resource.notFound", 404),
  resLibUnusable: () => new AppError("err.resLib.unusable", 403),
  resLibInactive: () => new AppError("err.resLib.inactive", 409),
  resLibAttachmentInvalid: () => new AppError("err.resLib.attachmentInvalid", 400),
  eulaInEffect: () => new AppError("err.eula.inEffect", 409),
  chapterCommitted: () => new AppError("err.chapter.committed", 403),
  bookReadOnly: () => new AppError("err.book.readOnly", 403),
  chiefEditorRequired: () => new AppError("err.book.chiefEditorRequired", 400),
  cannotRemoveSelf: () => new AppError("err.book.cannotRemoveSelf", 400),
  bookStateMove: (from: string, to: string) =>
    new AppError("err.book.stateMove", 400, { params: { from, to } }),
  bookReleased: () => new AppError("err.book.released", 409),
  coverInvalid: () => new AppError("err.cover.invalid", 400),
  orderDuplicate: () => new AppError("err.order.duplicate", 400),
  orderMismatch: () => new AppError("err.order.mismatch", 400),
  orderForeign: () => new AppError("err.order.foreign", 400),
  taskFinished: () => new AppError("err.task.finished", 400),
  quotaExports: (max: number) => new AppError("err.quota.exports", 429, { params: { max } }),
  copyTargetChapterMismatch: () => new AppError("err.copy.targetChapterMismatch", 400),
  apiNotFound: () => new AppError("err.api.notFound", 404),
  /** Revoked (410) or never issued (404): the page says 链接已失效 either way. */
  shareLinkInvalid: (status: 404 | 410) => new AppError("err.shareLink.invalid", status),
  shareLinkExpired: () => new AppError("err.shareLink.expired", 410),
  readerNotReleased: () => new AppError("err.reader.notReleased", 404),
  /** An account made for reading only (a student a teacher added) cannot enter the editor. */
  readerOnlyAccount: () => new AppError("err.login.readerOnly", 403),
  classSchoolOnly: () => new AppError("err.class.schoolOnly", 403),
  /** A field's message, so the class dialog shows it under 班级名称. */
  classNameTaken: () =>
    new AppError("err.validate.failed", 400, { errors: { name: errorMessage("err.class.nameTaken") } }),
  classManageDenied: () => new AppError("err.class.manageDenied", 403),
  contentLocked: () => new AppError("err.content.locked", 409),
  contentVersionStale: () => new AppError("err.content.versionStale", 409),
  contentInvalid: () => new AppError("err.content.invalid", 400),
  contentTooLarge: () => new AppError("err.content.tooLarge", 413),
  bookTaskInProgress: (
    code:
      | "err.book.customStyleInProgress"
      | "err.book.noteTitleTaskInProgress"
      | "err.book.updateReferenceTaskInProgress",
  ) => new AppError(code, 409),
  svgInvalid: () => new AppError("err.svg.invalid", 400),
  /** Another user holds the book's advanced-style editing lock (the save socket's code, as HTTP). */
  customStyleEditing: () => new AppError("error.editing-custom-style.failed", 409),
  styleLibraryLimit: (max: number) => new AppError("err.styleLibrary.limit", 400, { params: { max } }),
  customColorLimit: (max: number) => new AppError("err.customColor.limit", 400, { params: { max } }),
  customLibraryLimit: (max: number) => new AppError("err.customLibrary.limit", 400, { params: { max } }),
  rateLimited: (seconds: number) =>
    new AppError("err.rate.limited", 429, { params: { seconds }, data: { secondsLeft: seconds } }),
  internal: () => new AppError("err.server.internal", 500),
  // Push (issue 18 §2).
  pushNotReleased: () => new AppError("err.push.notReleased", 409),
  pushTargetInvalid: () => new AppError("err.push.targetInvalid", 400),
};
