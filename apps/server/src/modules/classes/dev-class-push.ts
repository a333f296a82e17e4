// POST /dev/class-pushes (demo mode, loopback only): a push of a released book to a class, written
// as issue 18 §2's push will write it (pushes, push_classes, push_recipients), so the reader's
// shelf can be tried and tested before and apart from the push page.
import { devPushCalls } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { classStudents, pushClasses, pushes } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { type AuthContext, authOf, requireAuth } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { authorizeBook } from "../books/authorize-book.ts";
import { loopbackOnly } from "../dev/routes.ts";
import { receiveClassPushes } from "./add-students.ts";
import { manageableClass } from "./class-policy.ts";

async function pushToClass(db: Db, auth: AuthContext, props: { bookOid: string; classOid: string }) {
  const cls = await manageableClass(db, auth, props.classOid);
  const { book } = await authorizeBook(db, auth, props.bookOid, "view");
  if (!book.releasedEditionOid) throw errors.readerNotReleased();
  const editionOid = book.releasedEditionOid;
  return db.transaction(async (tx) => {
    const students = await tx
      .select({ oid: classStudents.studentOid })
      .from(classStudents)
      .where(eq(classStudents.classOid, cls.oid));
    const [push] = await tx
      .insert(pushes)
      .values({
        bookOid: book.oid,
        editionOid,
        targetKind: "CCS",
        targetNames: [cls.name],
        recipientCount: students.length,
        pushedByOid: auth.user.oid,
      })
      .returning({ oid: pushes.oid });
    if (!push) throw new Error("push insert returned nothing");
    await tx.insert(pushClasses).values({ pushOid: push.oid, classOid: cls.oid });
    for (const student of students) await receiveClassPushes(tx, cls.oid, student.oid);
    return { pushOid: push.oid, recipientCount: students.length };
  });
}

export function devClassPushRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", loopbackOnly);
    route(app, devPushCalls.classPush, { onRequest: requireAuth(deps) }, (request) =>
      pushToClass(deps.db, authOf(request), request.body),
    );
  };
}
