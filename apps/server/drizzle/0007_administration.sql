CREATE TABLE "audit_logs" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_oid" varchar(32),
	"org_oid" varchar(32),
	"action" varchar(64) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_oid" varchar(32),
	"target_label" varchar(200),
	"before" jsonb,
	"after" jsonb,
	"request_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "eula_records" (
	"eula_oid" varchar(32) NOT NULL,
	"user_oid" varchar(32) NOT NULL,
	"version" varchar(32) NOT NULL,
	"address" varchar(64) NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eula_records_eula_oid_user_oid_pk" PRIMARY KEY("eula_oid","user_oid")
);
--> statement-breakpoint
CREATE TABLE "eulas" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"version" varchar(32) NOT NULL,
	"content" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_by_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_oid" varchar(32),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "remark" varchar(200);--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "formal_name" varchar(200);--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "state" varchar(16) DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "first_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "created_by_oid" varchar(32);--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_oid_users_oid_fk" FOREIGN KEY ("actor_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eula_records" ADD CONSTRAINT "eula_records_eula_oid_eulas_oid_fk" FOREIGN KEY ("eula_oid") REFERENCES "public"."eulas"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eula_records" ADD CONSTRAINT "eula_records_user_oid_users_oid_fk" FOREIGN KEY ("user_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eulas" ADD CONSTRAINT "eulas_created_by_oid_users_oid_fk" FOREIGN KEY ("created_by_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_updated_by_oid_users_oid_fk" FOREIGN KEY ("updated_by_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_at_idx" ON "audit_logs" USING btree ("at" DESC NULLS LAST,"oid");--> statement-breakpoint
CREATE INDEX "audit_logs_org_at_idx" ON "audit_logs" USING btree ("org_oid","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_target_idx" ON "audit_logs" USING btree ("target_oid");--> statement-breakpoint
CREATE INDEX "eulas_effective_idx" ON "eulas" USING btree ("effective_at") WHERE "eulas"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_created_by_oid_users_oid_fk" FOREIGN KEY ("created_by_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;