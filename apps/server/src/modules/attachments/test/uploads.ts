// What the attachment tests share: a book team, sample files, and the browser's side of the
// upload protocol (create → parts → complete) driven through app.inject.
import type {
  Attachment,
  AttachmentType,
  CreateAttachmentResult,
  Envelope,
  UploadCredentials,
} from "@textbook/shared";
import { UPLOAD } from "@textbook/shared";
import sharp from "sharp";
import { call, type TestContext } from "../../../test/app.ts";
import { buildBook, buildOrg, buildUser, sessionFor } from "../../../test/factories.ts";

export async function bookTeam(context: TestContext) {
  const { db, clock } = context;
  const org = await buildOrg(db);
  const otherOrg = await buildOrg(db);
  const editor = await buildUser(db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  const reader = await buildUser(db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  const colleague = await buildUser(db, { memberships: [{ org, roles: ["ORG_MEMBER"] }] });
  const outsider = await buildUser(db, { memberships: [{ org: otherOrg, roles: ["ORG_ADMIN"] }] });
  const sysAdmin = await buildUser(db, { sysRoles: ["SYS_ADMIN"] });
  const book = await buildBook(db, {
    org,
    members: [
      { user: editor, role: "BOOK_EDITOR" },
      { user: reader, role: "BOOK_MEMBER" },
    ],
  });
  return {
    org,
    book,
    editor,
    editorToken: await sessionFor(db, editor, clock, org.oid),
    readerToken: await sessionFor(db, reader, clock, org.oid),
    colleagueToken: await sessionFor(db, colleague, clock, org.oid),
    outsiderToken: await sessionFor(db, outsider, clock, otherOrg.oid),
    sysAdminToken: await sessionFor(db, sysAdmin, clock),
  };
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** A PNG bigger than one part: noise does not compress. */
export function largePng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1400,
      height: 1300,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export interface CreateInput {
  fileName: string;
  type: AttachmentType;
  size: number;
  bookOid?: string;
}

export function createAttachment(context: TestContext, token: string | undefined, body: CreateInput) {
  return call<CreateAttachmentResult>(context.app, "POST", "/api/attachments", {
    ...(token ? { token } : {}),
    body,
  });
}

export async function putPart(
  context: TestContext,
  credentials: UploadCredentials,
  partNumber: number,
  body: Buffer,
  headers: Record<string, string> = {},
  objectKey = credentials.objectKey,
) {
  const response = await context.app.inject({
    method: "PUT",
    url: `${credentials.endpoint}/${encodeURIComponent(objectKey)}?partNumber=${partNumber}`,
    payload: body,
    headers: {
      "content-type": "application/octet-stream",
      "x-upload-token": credentials.securityToken,
      "x-upload-secret": credentials.accessKeySecret,
      ...headers,
    },
  });
  return {
    status: response.statusCode,
    body: response.json() as Envelope<{ partNumber: number; size: number }>,
  };
}

export function complete(context: TestContext, token: string, attachmentOid: string) {
  return call<Attachment>(context.app, "POST", `/api/attachments/${attachmentOid}/complete`, { token });
}

/** The whole protocol as the browser runs it; answers the creation and the completion. */
export async function upload(
  context: TestContext,
  token: string,
  input: Omit<CreateInput, "size">,
  bytes: Buffer,
) {
  const created = await createAttachment(context, token, { ...input, size: bytes.length });
  if (created.status !== 200) throw new Error(`create failed: ${created.body.errorMessage}`);
  const { credentials, partSize, attachment } = created.body.data;
  for (let start = 0, part = 1; start < bytes.length; start += partSize, part++) {
    const sent = await putPart(context, credentials, part, bytes.subarray(start, start + partSize));
    if (sent.status !== 200) throw new Error(`part ${part} failed: ${sent.body.errorMessage}`);
  }
  const completed = await complete(context, token, attachment.attachmentOid);
  return { created: created.body.data, completed };
}

export async function fetchFile(context: TestContext, url: string, headers: Record<string, string> = {}) {
  const response = await context.app.inject({ method: "GET", url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

export const PART_SIZE = UPLOAD.partSize;
