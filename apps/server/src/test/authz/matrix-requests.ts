// Turning a matrix row into a request for one caller in the seeded world: the URL with the world's
// objects, the row's minimal body, and the few requests the table cannot write as constants (an
// encrypted password, a fresh handoff token, a signed link).
import type { FastifyInstance } from "fastify";
import { type Caller, type World, worldHeaders, worldParam } from "../api/world.ts";
import { call } from "../app.ts";
import { encryptPassword, TEST_PASSWORD, uniqueAddress } from "../factories.ts";
import type { MatrixRow } from "./profiles.ts";

export interface MatrixRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What stands for a wildcard segment: a page path for the web app, a file for the docs or an edition. */
function wildcardValue(path: string): string {
  if (path.startsWith("/api/docs")) return "swagger-ui.css";
  return path.startsWith("/api/editions/") ? "manifest.json" : "books/demo";
}

function fill(world: World, path: string): string {
  return path
    .replace("{*}", wildcardValue(path))
    .replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(worldParam(world, path, name)));
}

/** The seeded attachment's signed download link (path and query). */
async function signedLink(app: FastifyInstance, world: World): Promise<string> {
  const answer = await call<{ url: string }>(
    app,
    "GET",
    `/api/attachments/${world.attachment.oid}/download-url`,
    {
      token: world.tokens.chiefEditor,
    },
  );
  if (answer.status !== 200) throw new Error(`no signed link: ${JSON.stringify(answer.body)}`);
  const url = new URL(answer.body.data.url, "http://localhost");
  return `${url.pathname}${url.search}`;
}

let classSeq = 0;
/** A name no class of the world's school has yet. */
export const freshClassName = () => `矩阵班级${++classSeq}`;

/** A class route's URL on a class the chief editor creates now (each request its own class). */
async function classUrl(app: FastifyInstance, world: World, path: string): Promise<string> {
  const created = await call<{ oid: string }>(app, "POST", "/api/ccs", {
    token: world.tokens.chiefEditor,
    body: { name: freshClassName() },
  });
  if (created.status !== 200) throw new Error(`no class: ${JSON.stringify(created.body)}`);
  return path
    .replace("{id}", created.body.data.oid)
    .replace("{studentOid}", world.users.orgMember.oid)
    .replace("{attachmentOid}", world.attachment.oid);
}

/** The body and query rows leave to the test: values that must be made at request time. */
async function made(
  app: FastifyInstance,
  world: World,
  route: string,
): Promise<{ body?: unknown; query?: string; url?: string }> {
  const classRoute = /^\w+ (\/api\/ccs\/\{id\}.*)$/.exec(route);
  if (classRoute?.[1]) return { url: await classUrl(app, world, classRoute[1]) };
  switch (route) {
    case "POST /api/passports/account-login":
    case "POST /api/reader/passports/account-login": {
      const key = await call<{ publicKey: string }>(app, "GET", "/api/passports/public-key");
      const password = encryptPassword(key.body.data.publicKey, TEST_PASSWORD);
      return { body: { phoneNumber: world.users.orgMember.phoneNumber, password } };
    }
    case "POST /api/users/tokens/exchange": {
      const handoff = await call<{ token: string }>(app, "POST", "/api/users/tokens", {
        token: world.tokens.chiefEditor,
      });
      return { body: { token: handoff.body.data.token } };
    }
    case "GET /api/user-tasks/progress":
    case "GET /api/user-tasks/progress/":
      return { query: `?oids=${world.task.oid}` };
    case "GET /api/res-libs/actives":
      return { query: `?bookOid=${world.book.oid}` };
    case "GET /api/books/editor-candidates":
      return { query: `?orgOid=${world.orgA.oid}` };
    case "GET /api/users/org-users":
    case "GET /api/users/org-users/{id}":
      return { query: `?orgOid=${world.orgA.oid}` };
    case "GET /api/dev/sms-outbox":
      return { query: `?phoneNumber=${world.users.orgMember.phoneNumber}` };
    case "GET /api/files/{attachmentOid}/{variant}":
      return { url: await signedLink(app, world) };
    case "PUT /api/uploads/{objectKey}":
      return { query: "?partNumber=1" };
    default:
      return {};
  }
}

export async function matrixRequest(
  app: FastifyInstance,
  world: World,
  row: MatrixRow,
  caller: Caller,
): Promise<MatrixRequest> {
  const [method = "GET", path = "/"] = row.route.split(" ");
  const extra = await made(app, world, row.route);
  const body = extra.body ?? row.body?.(world);
  const query = extra.query ?? (row.query ? `?${new URLSearchParams(row.query)}` : "");
  const token = world.tokens[caller];
  const headers: Record<string, string> = { ...worldHeaders(world, path) };
  if (token) headers.authorization = `Bearer ${token}`;
  const request: MatrixRequest = { method, url: extra.url ?? `${fill(world, path)}${query}`, headers };
  if (path.startsWith("/api/uploads/")) {
    headers["content-type"] = "application/octet-stream";
    request.payload = Buffer.from("matrix part");
  } else if (body !== undefined) {
    headers["content-type"] = "application/json";
    request.payload = JSON.stringify(body);
  }
  return request;
}

export async function send(app: FastifyInstance, request: MatrixRequest) {
  const response = await app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: request.headers,
    remoteAddress: uniqueAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  let errorCode = "";
  try {
    errorCode = (JSON.parse(response.body) as { errorCode?: string }).errorCode ?? "";
  } catch {
    errorCode = response.headers["content-type"]?.toString() ?? "";
  }
  return { status: response.statusCode, errorCode };
}
