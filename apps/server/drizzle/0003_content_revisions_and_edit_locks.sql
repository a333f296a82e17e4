CREATE TABLE "content_revisions" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"file_oid" varchar(32) NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"author_oid" varchar(32),
	"client_save_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edit_locks" (
	"file_oid" varchar(32) PRIMARY KEY NOT NULL,
	"holder" jsonb NOT NULL,
	"waiter" jsonb,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_file_oid_content_files_oid_fk" FOREIGN KEY ("file_oid") REFERENCES "public"."content_files"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_oid_users_oid_fk" FOREIGN KEY ("author_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_locks" ADD CONSTRAINT "edit_locks_file_oid_content_files_oid_fk" FOREIGN KEY ("file_oid") REFERENCES "public"."content_files"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_file_version_key" ON "content_revisions" USING btree ("file_oid","version");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_file_save_key" ON "content_revisions" USING btree ("file_oid","client_save_id");--> statement-breakpoint
CREATE INDEX "content_revisions_author_idx" ON "content_revisions" USING btree ("author_oid");