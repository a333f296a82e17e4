// Activity calls (shell §7 Files > Activities) under .../files/:fileOid/activities. Reads need the
// book's `view`; changes need the file to be editable, answering the content calls' refusals.
import {
  activityPathSchema,
  activityPreviewSchema,
  activitySchema,
  appendTopicsBodySchema,
  createActivityBodySchema,
  deleteTopicsBodySchema,
  envelopeSchema,
  filePathSchema,
  listSchema,
  putTopicsBodySchema,
  topicSchema,
  updateActivityBodySchema,
} from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { asHttp } from "../content/edit-refusal.ts";
import { FILE_ROUTE } from "../content/file-route.ts";
import { activityPreview, createActivity, getActivity, updateActivity } from "./activities.ts";
import { appendTopics, deleteTopics, listTopics, putTopics } from "./topics.ts";

const tags = ["activities"];
const base = `${FILE_ROUTE}/activities`;
const one = `${base}/:activityOid`;
const topicList = { 200: envelopeSchema(listSchema(topicSchema)) };
/**
 * Up to 100 topics of at most 100,000 characters of JSON each; a character takes at most 3 bytes
 * of UTF-8 (a Chinese one does), so a list within the rules is never cut off by the body limit.
 */
const TOPICS_BODY_LIMIT = 32 * 1024 * 1024;

export function activityRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  return async (app) => {
    app.post(
      `${base}/`,
      {
        onRequest,
        schema: {
          tags,
          params: filePathSchema,
          body: createActivityBodySchema,
          response: { 200: envelopeSchema(activitySchema) },
        },
      },
      async (request) =>
        ok(await asHttp(() => createActivity(deps, authOf(request), request.params, request.body))),
    );

    app.get(
      one,
      {
        onRequest,
        schema: { tags, params: activityPathSchema, response: { 200: envelopeSchema(activitySchema) } },
      },
      async (request) => ok(await asHttp(() => getActivity(deps, authOf(request), request.params))),
    );

    app.put(
      one,
      {
        onRequest,
        schema: {
          tags,
          params: activityPathSchema,
          body: updateActivityBodySchema,
          response: { 200: envelopeSchema(activitySchema) },
        },
      },
      async (request) =>
        ok(await asHttp(() => updateActivity(deps, authOf(request), request.params, request.body))),
    );

    app.get(
      `${one}/topics`,
      { onRequest, schema: { tags, params: activityPathSchema, response: topicList } },
      async (request) => ok(await asHttp(() => listTopics(deps, authOf(request), request.params))),
    );

    app.put(
      `${one}/topics`,
      {
        onRequest,
        bodyLimit: TOPICS_BODY_LIMIT,
        schema: { tags, params: activityPathSchema, body: putTopicsBodySchema, response: topicList },
      },
      async (request) =>
        ok(await asHttp(() => putTopics(deps, authOf(request), request.params, request.body))),
    );

    app.post(
      `${one}/topics`,
      {
        onRequest,
        bodyLimit: TOPICS_BODY_LIMIT,
        schema: { tags, params: activityPathSchema, body: appendTopicsBodySchema, response: topicList },
      },
      async (request) =>
        ok(await asHttp(() => appendTopics(deps, authOf(request), request.params, request.body))),
    );

    app.delete(
      `${one}/topics`,
      {
        onRequest,
        schema: { tags, params: activityPathSchema, body: deleteTopicsBodySchema, response: topicList },
      },
      async (request) =>
        ok(await asHttp(() => deleteTopics(deps, authOf(request), request.params, request.body))),
    );

    app.get(
      `${one}/preview-url`,
      {
        onRequest,
        schema: {
          tags,
          params: activityPathSchema,
          response: { 200: envelopeSchema(activityPreviewSchema) },
        },
      },
      async (request) => ok(await asHttp(() => activityPreview(deps, authOf(request), request.params))),
    );
  };
}
