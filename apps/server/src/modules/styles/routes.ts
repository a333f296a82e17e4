// Whole-book style calls (shell §7, issue 6): custom styles and their task, the task-state GETs,
// the advanced-style editing lock, style libraries, custom colours, custom libraries, theme and a
// file's background style. Reads need the book's `view`; every change needs `editStyles`.
import {
  backgroundStyleBodySchema,
  bookPathSchema,
  bookTaskStateSchema,
  createCustomLibraryBodySchema,
  createStyleLibraryBodySchema,
  customColorBodySchema,
  customColorPathSchema,
  customColorSchema,
  customLibraryPathSchema,
  customLibrarySchema,
  customStylesSchema,
  envelopeSchema,
  filePathSchema,
  listSchema,
  sortBodySchema,
  styleEditingSchema,
  styleItemsBodySchema,
  styleLibraryPathSchema,
  styleLibrarySchema,
  themeBodySchema,
  updateCustomLibraryBodySchema,
  updateStyleLibraryBodySchema,
  userTaskSchema,
} from "@textbook/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list, ok } from "../../http/envelope.ts";
import { FILE_ROUTE } from "../content/file-route.ts";
import { getBackgroundStyle, setBackgroundStyle } from "./background-style.ts";
import { addCustomColor, deleteCustomColor, listCustomColors } from "./custom-colors.ts";
import {
  createCustomLibrary,
  deleteCustomLibrary,
  listCustomLibraries,
  renameCustomLibrary,
  sortCustomLibraries,
} from "./custom-libraries.ts";
import { getCustomStyles, resetCustomStyles, submitCustomStyles } from "./custom-styles.ts";
import { freshLinks } from "./fresh-links.ts";
import { holdStyleEditing, releaseStyleEditing } from "./style-editing.ts";
import {
  createStyleLibrary,
  deleteStyleLibrary,
  listStyleLibraries,
  sortStyleLibraries,
  updateStyleLibrary,
} from "./style-libraries.ts";
import { TASK_STATE_PATHS } from "./style-tasks.ts";
import { bookTaskState } from "./task-state.ts";
import { setTheme } from "./theme.ts";

const tags = ["styles"];
const book = "/books/:bookOid";
const params = bookPathSchema;
const stylesResponse = { 200: envelopeSchema(customStylesSchema) };
const taskResponse = { 200: envelopeSchema(userTaskSchema) };
const nullResponse = { 200: envelopeSchema(z.null()) };
const librariesResponse = { 200: envelopeSchema(listSchema(styleLibrarySchema)) };
const customLibrariesResponse = { 200: envelopeSchema(listSchema(customLibrarySchema)) };

/** Unknown style keys are only logged (content §8), with the request they came in. */
const logOf = (request: FastifyRequest) => (message: string) => request.log.warn(message);

export function styleRoutes(deps: Deps): FastifyPluginAsyncZod {
  const onRequest = requireAuth(deps);
  const fresh = freshLinks(deps);
  return async (app) => {
    app.get(
      `${book}/custom-styles`,
      { onRequest, schema: { tags, params, response: stylesResponse } },
      async (request) =>
        ok(fresh.styles(await getCustomStyles(deps, authOf(request), request.params.bookOid))),
    );
    app.post(
      `${book}/custom-styles`,
      { onRequest, schema: { tags, params, body: styleItemsBodySchema, response: taskResponse } },
      async (request) =>
        ok(
          await submitCustomStyles(
            deps,
            authOf(request),
            request.params.bookOid,
            request.body.items,
            logOf(request),
          ),
        ),
    );
    app.delete(
      `${book}/custom-styles`,
      { onRequest, schema: { tags, params, response: taskResponse } },
      async (request) => ok(await resetCustomStyles(deps, authOf(request), request.params.bookOid)),
    );

    for (const [path, types] of Object.entries(TASK_STATE_PATHS)) {
      app.get(
        `${book}/${path}`,
        { onRequest, schema: { tags, params, response: { 200: envelopeSchema(bookTaskStateSchema) } } },
        async (request) => ok(await bookTaskState(deps, authOf(request), request.params.bookOid, types)),
      );
    }

    app.put(
      `${book}/custom-styles/editing`,
      { onRequest, schema: { tags, params, response: { 200: envelopeSchema(styleEditingSchema) } } },
      async (request) => ok(await holdStyleEditing(deps, authOf(request), request.params.bookOid)),
    );
    app.delete(
      `${book}/custom-styles/editing`,
      { onRequest, schema: { tags, params, response: nullResponse } },
      async (request) => ok(await releaseStyleEditing(deps, authOf(request), request.params.bookOid)),
    );

    app.get(
      `${book}/style-libraries`,
      { onRequest, schema: { tags, params, response: librariesResponse } },
      async (request) =>
        ok(
          list((await listStyleLibraries(deps, authOf(request), request.params.bookOid)).map(fresh.library)),
        ),
    );
    app.post(
      `${book}/style-libraries`,
      {
        onRequest,
        schema: {
          tags,
          params,
          body: createStyleLibraryBodySchema,
          response: { 200: envelopeSchema(styleLibrarySchema) },
        },
      },
      async (request) =>
        ok(
          fresh.library(
            await createStyleLibrary(
              deps,
              authOf(request),
              request.params.bookOid,
              request.body,
              logOf(request),
            ),
          ),
        ),
    );
    app.put(
      `${book}/style-libraries/sort`,
      { onRequest, schema: { tags, params, body: sortBodySchema, response: librariesResponse } },
      async (request) =>
        ok(
          list(
            (await sortStyleLibraries(deps, authOf(request), request.params.bookOid, request.body.oids)).map(
              fresh.library,
            ),
          ),
        ),
    );
    app.put(
      `${book}/style-libraries/:libraryOid`,
      {
        onRequest,
        schema: {
          tags,
          params: styleLibraryPathSchema,
          body: updateStyleLibraryBodySchema,
          response: { 200: envelopeSchema(styleLibrarySchema) },
        },
      },
      async (request) =>
        ok(
          fresh.library(
            await updateStyleLibrary(deps, authOf(request), request.params, request.body, logOf(request)),
          ),
        ),
    );
    app.delete(
      `${book}/style-libraries/:libraryOid`,
      { onRequest, schema: { tags, params: styleLibraryPathSchema, response: nullResponse } },
      async (request) => ok(await deleteStyleLibrary(deps, authOf(request), request.params)),
    );

    app.get(
      `${book}/custom-colors`,
      {
        onRequest,
        schema: { tags, params, response: { 200: envelopeSchema(listSchema(customColorSchema)) } },
      },
      async (request) => ok(list(await listCustomColors(deps, authOf(request), request.params.bookOid))),
    );
    app.post(
      `${book}/custom-colors`,
      {
        onRequest,
        schema: {
          tags,
          params,
          body: customColorBodySchema,
          response: { 200: envelopeSchema(customColorSchema) },
        },
      },
      async (request) =>
        ok(await addCustomColor(deps, authOf(request), request.params.bookOid, request.body.color)),
    );
    app.delete(
      `${book}/custom-colors/:colorOid`,
      { onRequest, schema: { tags, params: customColorPathSchema, response: nullResponse } },
      async (request) => ok(await deleteCustomColor(deps, authOf(request), request.params)),
    );

    app.get(
      `${book}/custom-libraries`,
      { onRequest, schema: { tags, params, response: customLibrariesResponse } },
      async (request) => ok(list(await listCustomLibraries(deps, authOf(request), request.params.bookOid))),
    );
    app.post(
      `${book}/custom-libraries`,
      {
        onRequest,
        schema: {
          tags,
          params,
          body: createCustomLibraryBodySchema,
          response: { 200: envelopeSchema(customLibrarySchema) },
        },
      },
      async (request) =>
        ok(await createCustomLibrary(deps, authOf(request), request.params.bookOid, request.body)),
    );
    app.post(
      `${book}/custom-libraries/sort`,
      { onRequest, schema: { tags, params, body: sortBodySchema, response: customLibrariesResponse } },
      async (request) =>
        ok(list(await sortCustomLibraries(deps, authOf(request), request.params.bookOid, request.body.oids))),
    );
    app.put(
      `${book}/custom-libraries/:libraryOid`,
      {
        onRequest,
        schema: {
          tags,
          params: customLibraryPathSchema,
          body: updateCustomLibraryBodySchema,
          response: { 200: envelopeSchema(customLibrarySchema) },
        },
      },
      async (request) =>
        ok(await renameCustomLibrary(deps, authOf(request), request.params, request.body.name)),
    );
    app.delete(
      `${book}/custom-libraries/:libraryOid`,
      { onRequest, schema: { tags, params: customLibraryPathSchema, response: nullResponse } },
      async (request) => ok(await deleteCustomLibrary(deps, authOf(request), request.params)),
    );

    app.post(
      `${book}/theme`,
      { onRequest, schema: { tags, params, body: themeBodySchema, response: stylesResponse } },
      async (request) =>
        ok(
          fresh.styles(
            await setTheme(deps, authOf(request), request.params.bookOid, request.body.themeColor),
          ),
        ),
    );

    app.get(
      `${FILE_ROUTE}/background-style`,
      {
        onRequest,
        schema: {
          tags,
          params: filePathSchema,
          response: { 200: envelopeSchema(backgroundStyleBodySchema.nullable()) },
        },
      },
      async (request) =>
        ok(fresh.background(await getBackgroundStyle(deps, authOf(request), request.params))),
    );
    app.post(
      `${FILE_ROUTE}/background-style`,
      {
        onRequest,
        schema: {
          tags,
          params: filePathSchema,
          body: backgroundStyleBodySchema,
          response: { 200: envelopeSchema(backgroundStyleBodySchema) },
        },
      },
      async (request) =>
        ok(fresh.background(await setBackgroundStyle(deps, authOf(request), request.params, request.body))),
    );
  };
}
