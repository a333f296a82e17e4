// Loads the demo data into an empty database; a database with any organisation is left alone.
import { validateDocument } from "@textbook/schema";
import { count } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { newOid } from "../db/oid.ts";
import {
  ads,
  bookMembers,
  books,
  chapters,
  classes,
  classStudents,
  contentFiles,
  memberships,
  notices,
  orgs,
  sections,
  users,
} from "../db/schema/index.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import { DEMO_ORGS, DEMO_PASSWORD, DEMO_USERS } from "./demo-accounts.ts";
import { DEMO_BOOKS } from "./demo-books.ts";
import { DEMO_CLASSES } from "./demo-classes.ts";
import { DEMO_ADS, DEMO_NOTICE } from "./demo-system.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

function lookup(map: Map<string, string>, key: string): string {
  const oid = map.get(key);
  if (!oid) throw new Error(`seed data refers to unknown key ${key}`);
  return oid;
}

/** Returns false when the database already had data. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(orgs);
  if ((existing?.total ?? 0) > 0) return false;
  // Every document is checked before anything is written.
  for (const book of DEMO_BOOKS) {
    for (const chapter of book.chapters) {
      for (const section of chapter.sections)
        for (const file of section.files) validateDocument(file.content);
    }
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const orgOids = new Map<string, string>();
    for (const org of DEMO_ORGS) {
      const oid = newOid();
      orgOids.set(org.key, oid);
      await tx.insert(orgs).values({
        oid,
        name: org.name,
        type: org.type,
        level: org.level,
        parentOid: org.parentKey ? lookup(orgOids, org.parentKey) : null,
        useSubjectResourceEnabled: org.useSubjectResourceEnabled ?? false,
        partnerLinked: org.partnerLinked ?? false,
      });
    }
    const userOids = new Map<string, string>();
    for (const user of DEMO_USERS) {
      const oid = newOid();
      userOids.set(user.key, oid);
      await tx.insert(users).values({
        oid,
        fullName: user.fullName,
        phoneNumber: user.phoneNumber,
        state: user.state ?? "ACTIVE",
        sysRoles: user.sysRoles ?? [],
        passwordHash,
        readerOnly: user.readerOnly ?? false,
      });
      for (const membership of user.memberships) {
        await tx
          .insert(memberships)
          .values({ userOid: oid, orgOid: lookup(orgOids, membership.orgKey), roles: membership.roles });
      }
    }
    for (const book of DEMO_BOOKS) {
      const updatedAt = new Date(now.getTime() - book.updatedDaysAgo * DAY_MS);
      const [bookRow] = await tx
        .insert(books)
        .values({
          name: book.name,
          orgOid: lookup(orgOids, book.orgKey),
          subject: book.subject,
          description: book.description,
          state: book.state,
          completionRate: book.completionRate,
          createdAt: updatedAt,
          updatedAt,
        })
        .returning({ oid: books.oid });
      if (!bookRow) throw new Error("book insert returned nothing");
      for (const member of book.members) {
        await tx
          .insert(bookMembers)
          .values({ bookOid: bookRow.oid, userOid: lookup(userOids, member.userKey), role: member.role });
      }
      for (const [chapterIndex, chapter] of book.chapters.entries()) {
        const chapterOid = newOid();
        await tx.insert(chapters).values({
          oid: chapterOid,
          bookOid: bookRow.oid,
          name: chapter.name,
          position: chapterIndex,
          committed: chapter.committed ?? false,
        });
        for (const [sectionIndex, section] of chapter.sections.entries()) {
          const sectionOid = newOid();
          await tx
            .insert(sections)
            .values({ oid: sectionOid, chapterOid, name: section.name, position: sectionIndex });
          for (const [fileIndex, file] of section.files.entries()) {
            await tx
              .insert(contentFiles)
              .values({ sectionOid, name: file.name, position: fileIndex, content: file.content });
          }
        }
      }
    }
    for (const demoClass of DEMO_CLASSES) {
      const [classRow] = await tx
        .insert(classes)
        .values({
          orgOid: lookup(orgOids, demoClass.orgKey),
          name: demoClass.name,
          teacherOid: lookup(userOids, demoClass.teacherKey),
        })
        .returning({ oid: classes.oid });
      if (!classRow) throw new Error("class insert returned nothing");
      for (const student of demoClass.students) {
        await tx.insert(classStudents).values({
          classOid: classRow.oid,
          studentOid: lookup(userOids, student.userKey),
          studentNumber: student.studentNumber,
        });
      }
    }
    await tx.insert(notices).values({ content: DEMO_NOTICE });
    await tx.insert(ads).values(DEMO_ADS);
  });
  return true;
}
