CREATE TABLE "book_counts" (
	"org_oid" varchar(32) NOT NULL,
	"state" varchar(16) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "book_counts_org_oid_state_pk" PRIMARY KEY("org_oid","state")
);
--> statement-breakpoint
DROP INDEX "books_org_updated_idx";--> statement-breakpoint
CREATE INDEX "books_org_updated_idx" ON "books" USING btree ("org_oid","updated_at","oid");--> statement-breakpoint
-- Hand-written: statement-level triggers keep book_counts equal to count(*) of books per (org, state),
-- whatever writes the books (API, seed, bulk SQL). Transition tables make a bulk insert one update;
-- an update that moves no book between (org, state), like an updated_at bump, writes nothing.
CREATE FUNCTION "book_counts_add"("org" varchar, "book_state" varchar, "delta" bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "book_counts" ("org_oid", "state", "total") VALUES ("org", "book_state", "delta")
  ON CONFLICT ("org_oid", "state") DO UPDATE SET "total" = "book_counts"."total" + excluded."total";
$$;--> statement-breakpoint
CREATE FUNCTION "book_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "book_counts_add"("org_oid", "state", count(*)) FROM "new_books" GROUP BY "org_oid", "state";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "book_counts_add"("org_oid", "state", -count(*)) FROM "old_books" GROUP BY "org_oid", "state";
  ELSE
    PERFORM "book_counts_add"(o."org_oid", o."state", -count(*))
      FROM "old_books" o JOIN "new_books" n ON n."oid" = o."oid"
      WHERE (o."org_oid", o."state") IS DISTINCT FROM (n."org_oid", n."state")
      GROUP BY o."org_oid", o."state";
    PERFORM "book_counts_add"(n."org_oid", n."state", count(*))
      FROM "old_books" o JOIN "new_books" n ON n."oid" = o."oid"
      WHERE (o."org_oid", o."state") IS DISTINCT FROM (n."org_oid", n."state")
      GROUP BY n."org_oid", n."state";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "books_counts_insert" AFTER INSERT ON "books" REFERENCING NEW TABLE AS "new_books"
  FOR EACH STATEMENT EXECUTE FUNCTION "book_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "books_counts_update" AFTER UPDATE ON "books" REFERENCING OLD TABLE AS "old_books" NEW TABLE AS "new_books"
  FOR EACH STATEMENT EXECUTE FUNCTION "book_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "books_counts_delete" AFTER DELETE ON "books" REFERENCING OLD TABLE AS "old_books"
  FOR EACH STATEMENT EXECUTE FUNCTION "book_counts_apply"();--> statement-breakpoint
INSERT INTO "book_counts" ("org_oid", "state", "total")
  SELECT "org_oid", "state", count(*) FROM "books" GROUP BY "org_oid", "state";
