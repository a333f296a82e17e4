// Whether a seeded world still holds what the whole-API suites rely on. Cheaper than seeding a new
// world before each operation or row: a suite seeds again only when an earlier write broke this one.
import { sql } from "drizzle-orm";
import { hashToken } from "../../modules/auth/sessions.ts";
import type { TestContext } from "../app.ts";
import type { Caller, World } from "./world.ts";

function homeOrg(world: World, caller: Caller): string | null {
  if (caller === "noOrg" || caller === "sysAdmin" || caller === "anonymous") return null;
  return caller === "otherOrg" ? world.orgB.oid : world.orgA.oid;
}

/**
 * Every object is there, the book has its two members and no style-editing lock (in PostgreSQL; in
 * Redis rows that take it ask for a new world), and every caller's session is live, in the
 * organisation it started in, with current roles.
 */
export async function worldIntact(context: TestContext, world: World): Promise<boolean> {
  const chief = world.users.chiefEditor.oid;
  const objects: [table: string, oids: string[]][] = [
    ["chapters", [world.chapter.oid]],
    ["sections", [world.section.oid, world.secondSection.oid]],
    [
      "content_files",
      [
        world.file.oid,
        world.activityFile.oid,
        world.mindMapFile.oid,
        world.readingFile.oid,
        world.spareFile.oid,
      ],
    ],
    ["virtual_simulations", [world.simulation.oid]],
    ["activities", [world.activity.oid]],
    ["mind_maps", [world.mindMap.oid]],
    ["readings", [world.reading.oid]],
    ["style_libraries", [world.library.oid]],
    ["custom_colors", [world.color.oid]],
    ["custom_libraries", [world.customLibrary.oid]],
    ["attachments", [world.attachment.oid, world.upload.attachment.attachmentOid]],
    ["user_tasks", [world.task.oid]],
  ];
  const counts = objects
    .filter(([, oids]) => oids.length > 0)
    .map(
      ([table, oids]) =>
        sql`(select count(*) from ${sql.identifier(table)} where oid in (${sql.join(
          oids.map((oid) => sql`${oid}`),
          sql`, `,
        )})) = ${oids.length}`,
    );
  // Every caller's session still live, in the organisation it started in, with current roles.
  const sessionChecks = Object.entries(world.tokens).flatMap(([caller, token]) =>
    token
      ? [
          sql`exists (select 1 from sessions s join users u on u.oid = s.user_oid
            where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.used_at is null
              and s.current_org_oid is not distinct from ${homeOrg(world, caller as Caller)}
              and s.roles_version = u.roles_version and u.state = 'ACTIVE')`,
        ]
      : [],
  );
  const result = await context.db.execute(sql`select ${sql.join(counts, sql` and `)}
    and exists (select 1 from books where oid = ${world.book.oid} and state = 'UN_RELEASED')
    and exists (select 1 from chapters where oid = ${world.chapter.oid} and not committed)
    and (select count(*) from book_members where book_oid = ${world.book.oid}) = 2
    and (select count(*) from book_members where book_oid = ${world.book.oid} and user_oid in (${chief}, ${world.users.bookMember.oid})) = 2
    and not exists (select 1 from style_editing_locks where book_oid = ${world.book.oid})
    and ${sql.join(sessionChecks, sql` and `)} as intact`);
  return (result as unknown as { rows: { intact: boolean }[] }).rows[0]?.intact === true;
}
