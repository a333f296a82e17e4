CREATE TABLE "attachment_parts" (
	"attachment_oid" varchar(32) NOT NULL,
	"part_number" integer NOT NULL,
	"size" bigint NOT NULL,
	"etag" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachment_parts_attachment_oid_part_number_pk" PRIMARY KEY("attachment_oid","part_number")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"org_oid" varchar(32),
	"book_oid" varchar(32),
	"uploader_oid" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"ext_name" varchar(16) NOT NULL,
	"mime_type" varchar(128) NOT NULL,
	"type" varchar(16) NOT NULL,
	"category" varchar(16),
	"state" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"declared_size" bigint NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"object_key" varchar(255) NOT NULL,
	"upload_id" text,
	"upload_secret_hash" varchar(64),
	"credentials_expire_at" timestamp with time zone,
	"width" integer,
	"height" integer,
	"thumbnail_key" varchar(255),
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_task_details" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"task_oid" varchar(32) NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"state" varchar(16) DEFAULT 'WAITING' NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tasks" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"state" varchar(16) DEFAULT 'WAITING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"result" varchar(16),
	"error_message" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"output" jsonb,
	"creator_oid" varchar(32) NOT NULL,
	"org_oid" varchar(32),
	"book_oid" varchar(32),
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "cover_attachment_oid" varchar(32);--> statement-breakpoint
ALTER TABLE "attachment_parts" ADD CONSTRAINT "attachment_parts_attachment_oid_attachments_oid_fk" FOREIGN KEY ("attachment_oid") REFERENCES "public"."attachments"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_org_oid_orgs_oid_fk" FOREIGN KEY ("org_oid") REFERENCES "public"."orgs"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploader_oid_users_oid_fk" FOREIGN KEY ("uploader_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_task_details" ADD CONSTRAINT "user_task_details_task_oid_user_tasks_oid_fk" FOREIGN KEY ("task_oid") REFERENCES "public"."user_tasks"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_creator_oid_users_oid_fk" FOREIGN KEY ("creator_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_org_oid_orgs_oid_fk" FOREIGN KEY ("org_oid") REFERENCES "public"."orgs"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_object_key_key" ON "attachments" USING btree ("object_key");--> statement-breakpoint
CREATE INDEX "attachments_book_idx" ON "attachments" USING btree ("book_oid","type","created_at");--> statement-breakpoint
CREATE INDEX "attachments_uploader_idx" ON "attachments" USING btree ("uploader_oid","created_at");--> statement-breakpoint
CREATE INDEX "user_task_details_task_idx" ON "user_task_details" USING btree ("task_oid","position");--> statement-breakpoint
CREATE INDEX "user_tasks_creator_idx" ON "user_tasks" USING btree ("creator_oid","created_at");--> statement-breakpoint
CREATE INDEX "user_tasks_book_idx" ON "user_tasks" USING btree ("book_oid","type","state");--> statement-breakpoint
CREATE INDEX "user_tasks_running_idx" ON "user_tasks" USING btree ("state","heartbeat_at") WHERE "user_tasks"."state" in ('WAITING', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "books_org_state_updated_idx" ON "books" USING btree ("org_oid","state","updated_at");--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "cover_url";