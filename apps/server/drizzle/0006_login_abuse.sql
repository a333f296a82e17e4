CREATE TABLE "login_guards" (
	"kind" varchar(16) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_guards_kind_phone_number_pk" PRIMARY KEY("kind","phone_number")
);
--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "partner_linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoked_reason" varchar(16);--> statement-breakpoint
-- Hand-written: open challenges are unbound and worth nothing after this migration (they live 120 s).
DELETE FROM "captcha_challenges";--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "phone_number" varchar(20) NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "address" varchar(64) NOT NULL;--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
-- Hand-written: disabling a user, changing their phone or bumping their roles version ends every
-- session they have, whoever writes the row (API, admin screens to come, bulk SQL). A roles bump
-- is recorded as ROLES so its requests still answer err.privilege.changed (shell §8's dialog).
CREATE FUNCTION "users_revoke_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."state" <> 'ACTIVE' AND OLD."state" = 'ACTIVE' OR NEW."phone_number" <> OLD."phone_number" THEN
    UPDATE "sessions" SET "revoked_at" = now(), "revoked_reason" = 'USER'
      WHERE "user_oid" = NEW."oid" AND "revoked_at" IS NULL;
  ELSIF NEW."roles_version" <> OLD."roles_version" THEN
    UPDATE "sessions" SET "revoked_at" = now(), "revoked_reason" = 'ROLES'
      WHERE "user_oid" = NEW."oid" AND "revoked_at" IS NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_revoke_sessions" AFTER UPDATE OF "state", "phone_number", "roles_version" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_revoke_sessions"();
