// Schools and classes (shell §7 /schools, /ccs; issue 18 §1).
import { classCalls, schoolCalls } from "@textbook/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { authOf, requireAuth } from "../../http/auth.ts";
import { list } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { addStudent, removeStudent } from "./add-students.ts";
import { createClass, deleteClass, updateClass } from "./class-actions.ts";
import { currentSchool, manageableClass } from "./class-policy.ts";
import { listClasses, listStudents } from "./class-queries.ts";
import { importStudents } from "./import-students.ts";
import { serveStudentTemplate } from "./import-template.ts";

export function classRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const onRequest = requireAuth(deps);
  return async (app) => {
    route(app, schoolCalls.mySchool, { onRequest }, (request) => {
      const school = currentSchool(authOf(request));
      return school ? { oid: school.oid, name: school.name } : null;
    });
    route(app, classCalls.myCreated, { onRequest }, async (request) =>
      list(await listClasses(db, authOf(request), "MY_CREATED")),
    );
    route(app, classCalls.mySchool, { onRequest }, async (request) =>
      list(await listClasses(db, authOf(request), "MY_SCHOOL")),
    );
    route(app, classCalls.students, { onRequest }, async (request) => {
      const cls = await manageableClass(db, authOf(request), request.params.id);
      return list(await listStudents(db, cls.oid));
    });
    route(app, classCalls.create, { onRequest }, (request) => createClass(db, authOf(request), request.body));
    route(app, classCalls.update, { onRequest }, (request) =>
      updateClass(db, authOf(request), request.params.id, request.body, clock.now()),
    );
    route(app, classCalls.remove, { onRequest }, (request) =>
      deleteClass(db, authOf(request), request.params.id),
    );
    route(app, classCalls.addStudent, { onRequest }, async (request) => {
      const cls = await manageableClass(db, authOf(request), request.params.id);
      return addStudent(db, cls.oid, request.body);
    });
    route(app, classCalls.removeStudent, { onRequest }, async (request) => {
      const cls = await manageableClass(db, authOf(request), request.params.id);
      return removeStudent(db, cls.oid, request.params.studentOid);
    });
    route(app, classCalls.importStudents, { onRequest }, (request) =>
      importStudents(deps, authOf(request), {
        classOid: request.params.id,
        attachmentOid: request.params.attachmentOid,
      }),
    );
    route(app, classCalls.importTemplate, {}, (_request, reply) => serveStudentTemplate(reply));
  };
}
