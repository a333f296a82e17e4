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
-- whatever writes the books (API, seed, bulk SQL). Transition tables make a bulk insert one update.
CREATE FUNCTION "book_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "book_counts" ("org_oid", "state", "total")
      SELECT "org_oid", "state", -count(*) FROM "old_books" GROUP BY "org_oid", "state"
      ON CONFLICT ("org_oid", "state") DO UPDATE SET "total" = "book_counts"."total" + excluded."total";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "book_counts" ("org_oid", "state", "total")
      SELECT "org_oid", "state", count(*) FROM "new_books" GROUP BY "org_oid", "state"
      ON CONFLICT ("org_oid", "state") DO UPDATE SET "total" = "book_counts"."total" + excluded."total";
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
