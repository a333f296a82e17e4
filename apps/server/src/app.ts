// Builds the Fastify app (used by main.ts and by the API tests).
import { randomUUID } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { HEADERS, PRODUCT_NAME } from "@textbook/shared";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { Deps } from "./deps.ts";
import { type Clock, systemClock } from "./http/clock.ts";
import { installErrorHandler } from "./http/error-handler.ts";
import { errors } from "./http/errors.ts";
import { refuseNulCharacters } from "./http/nul-guard.ts";
import { QuietRequestLog, serializeRequest } from "./http/request-log.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { proxyTrust } from "./http/trusted-proxy.ts";
import { registerWeb } from "./http/web.ts";
import { createTaskEngine } from "./jobs/task-engine.ts";
import type { TaskHandler } from "./jobs/task-handler.ts";
import { TASK_HANDLERS } from "./jobs/task-handlers.ts";
import { accountRoutes } from "./modules/account/routes.ts";
import { activityRoutes } from "./modules/activities/routes.ts";
import { attachmentRoutes } from "./modules/attachments/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { type CaptchaProvider, createSlideCaptcha } from "./modules/auth/captcha/slide-captcha.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { type LoginKey, loadOrCreateLoginKey } from "./modules/auth/rsa-keys.ts";
import { chooseSmsProvider, type SmsProvider } from "./modules/auth/sms/provider.ts";
import { bookRoutes } from "./modules/books/routes.ts";
import { chapterRoutes } from "./modules/chapters/routes.ts";
import { classRoutes } from "./modules/classes/routes.ts";
import { commonRoutes } from "./modules/commons/routes.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { devRoutes } from "./modules/dev/routes.ts";
import { documentRoutes } from "./modules/documents/routes.ts";
import { errorCorrectionRoutes } from "./modules/error-corrections/routes.ts";
import { eulaRoutes } from "./modules/eulas/routes.ts";
import { fileRoutes } from "./modules/files/routes.ts";
import { createHeavyWork } from "./modules/heavy-work/heavy-work.ts";
import { mindMapRoutes } from "./modules/mind-maps/routes.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { orgRoutes } from "./modules/orgs/routes.ts";
import { publishProcessHooks } from "./modules/publishing/publish-process-hooks.ts";
import { publishingRoutes } from "./modules/publishing/routes.ts";
// Push (issue 18 §2).
import { pushRoutes } from "./modules/push/routes.ts";
import { readerRoutes } from "./modules/reader/routes.ts";
import { readerAccountRoutes } from "./modules/readers/routes.ts";
import { readingStatRoutes } from "./modules/reading-stats/routes.ts";
import { readingRoutes } from "./modules/readings/routes.ts";
import { resLibRoutes } from "./modules/res-libs/routes.ts";
import { sectionRoutes } from "./modules/sections/routes.ts";
import { backgroundStyleRoutes } from "./modules/styles/background-styles/routes.ts";
import { bookTaskStateRoutes } from "./modules/styles/book-task-states/routes.ts";
import { customColorRoutes } from "./modules/styles/custom-colors/routes.ts";
import { customLibraryRoutes } from "./modules/styles/custom-libraries/routes.ts";
import { customStyleRoutes } from "./modules/styles/custom-styles/routes.ts";
import { styleEditingRoutes } from "./modules/styles/style-editing/routes.ts";
import { styleLibraryRoutes } from "./modules/styles/style-libraries/routes.ts";
import { themeRoutes } from "./modules/styles/theme/routes.ts";
import { systemRoutes } from "./modules/system/routes.ts";
import { taskRoutes } from "./modules/tasks/routes.ts";
import { usedAttachmentRoutes } from "./modules/used-attachments/routes.ts";
import { orgUserSheetRoutes } from "./modules/users/org-user-sheets/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";
import { virtualSimulationRoutes } from "./modules/virtual-simulations/routes.ts";
import { wordImportRoutes } from "./modules/word-import/routes.ts";
import type { ProcessHookRegistry } from "./modules/workflows/process-hooks.ts";
import { workflowRoutes } from "./modules/workflows/routes.ts";
import { DEFAULT_SAVE_SOCKET_OPTIONS, type SaveSocketOptions } from "./realtime/options.ts";
import { createSaveSocket } from "./realtime/save-server.ts";
import { chooseStorage } from "./storage/choose.ts";
import type { StorageDriver } from "./storage/driver.ts";
import { createFileLinks, loadOrCreateLinkSecret } from "./storage/links.ts";

export interface BuildOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  sms?: SmsProvider;
  captcha?: CaptchaProvider;
  redis?: Redis | null;
  storage?: StorageDriver;
  /** Extra task types (tests); the server's own are always there. */
  taskHandlers?: readonly TaskHandler[];
  /** Save socket settings (tests: shorter timers, a channel per deployment, commit seams). */
  saveSocket?: Partial<SaveSocketOptions>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Replaces the approval kinds' hooks (tests of a failing hook). */
  processHooks?: ProcessHookRegistry;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Ids are ours: a client-sent header is not trusted as the id that appears in our logs.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new QuietRequestLog({ requestIdLogLabel: "requestId" }),
    bodyLimit: 1024 * 1024,
    // Behind a load balancer the per-address limits must see the client, not the balancer; only
    // the listed proxies' X-Forwarded-* headers are believed.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("auth", null);
  app.decorateRequest("reader", null);
  app.addHook("onRequest", async (request, reply) => {
    reply.header(HEADERS.requestId, request.id);
  });
  installErrorHandler(app);
  await registerSecurityHeaders(app, config);
  refuseNulCharacters(app);
  // While closing, responses in flight tell keep-alive clients to hang up, so close() does not
  // wait out their idle timeout.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  let loginKey: Promise<LoginKey> | null = null;
  const tasks = createTaskEngine({
    deps: () => deps,
    handlers: [...TASK_HANDLERS, ...(options.taskHandlers ?? [])],
    log: app.log,
  });
  const deps: Deps = {
    config,
    db,
    clock: options.clock ?? systemClock,
    sms: options.sms ?? chooseSmsProvider(config),
    captcha: options.captcha ?? createSlideCaptcha(db),
    redis: options.redis ?? null,
    loginKey: () => {
      loginKey ??= loadOrCreateLoginKey(db).catch((error: unknown) => {
        loginKey = null;
        throw error;
      });
      return loginKey;
    },
    links: createFileLinks(await loadOrCreateLinkSecret(db)),
    storage: options.storage ?? chooseStorage(config),
    heavyWork: createHeavyWork(config),
    tasks,
    saveSocket: createSaveSocket({
      server: app.server,
      deps: { db, clock: options.clock ?? systemClock },
      redis: options.redis ?? null,
      log: app.log,
      options: { ...DEFAULT_SAVE_SOCKET_OPTIONS, ...options.saveSocket },
      trustsProxy: proxyTrust(config.trustProxy),
    }),
    processHooks: options.processHooks ?? { PUBLISH: publishProcessHooks },
  };
  app.decorate("tasks", tasks);
  app.decorate("saveSocket", deps.saveSocket);
  // Before the listener closes: sockets are let go so close() does not wait on them.
  app.addHook("preClose", () => deps.saveSocket.close());
  // Runs on graceful shutdown: workers finish (or hand back) their tasks before the database closes.
  app.addHook("onClose", () => tasks.stop());

  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: "0.1.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: "textbook-rate-limit-" } : {}),
    errorResponseBuilder: (_request, context) =>
      errors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes(deps));
      await api.register(accountRoutes(deps));
      await api.register(orgRoutes(deps));
      await api.register(auditRoutes(deps));
      await api.register(userRoutes(deps));
      await api.register(orgUserSheetRoutes(deps));
      await api.register(bookRoutes(deps));
      await api.register(chapterRoutes(deps));
      await api.register(sectionRoutes(deps));
      await api.register(fileRoutes(deps));
      await api.register(contentRoutes(deps));
      await api.register(activityRoutes(deps));
      await api.register(mindMapRoutes(deps));
      await api.register(readingRoutes(deps));
      await api.register(virtualSimulationRoutes(deps));
      await api.register(taskRoutes(deps));
      await api.register(customStyleRoutes(deps));
      await api.register(styleEditingRoutes(deps));
      await api.register(bookTaskStateRoutes(deps));
      await api.register(styleLibraryRoutes(deps));
      await api.register(customColorRoutes(deps));
      await api.register(customLibraryRoutes(deps));
      await api.register(themeRoutes(deps));
      await api.register(backgroundStyleRoutes(deps));
      await api.register(attachmentRoutes(deps));
      await api.register(documentRoutes(deps));
      await api.register(systemRoutes(deps));
      await api.register(workflowRoutes(deps));
      await api.register(notificationRoutes(deps));
      await api.register(publishingRoutes(deps));
      await api.register(commonRoutes(deps));
      await api.register(eulaRoutes(deps));
      await api.register(readerRoutes(deps));
      await api.register(resLibRoutes(deps));
      await api.register(usedAttachmentRoutes(deps));
      await api.register(wordImportRoutes(deps));
      // Push (issue 18 §2).
      await api.register(pushRoutes(deps));
      await api.register(readingStatRoutes(deps));
      // Delivery (issue 18): reader accounts.
      await api.register(readerAccountRoutes(deps));
      await api.register(classRoutes(deps));
      // Delivery (issue 18 §5): reader feedback.
      await api.register(errorCorrectionRoutes(deps));
      if (config.demoMode) await api.register(devRoutes(deps));
    },
    { prefix: "/api" },
  );
  await registerWeb(app, config.webDist);
  return app;
}
