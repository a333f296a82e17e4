CREATE TABLE "memberships" (
	"user_oid" varchar(32) NOT NULL,
	"org_oid" varchar(32) NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_oid_org_oid_pk" PRIMARY KEY("user_oid","org_oid")
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(16) NOT NULL,
	"parent_oid" varchar(32),
	"level" integer DEFAULT 1 NOT NULL,
	"use_subject_resource_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"user_oid" varchar(32) NOT NULL,
	"current_org_oid" varchar(32),
	"roles_version" integer NOT NULL,
	"from_project" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"state" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"password_hash" text,
	"sys_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avatar_url" text,
	"zjy_kg_user_id" varchar(64),
	"from_project" boolean DEFAULT false NOT NULL,
	"partner_user_id" varchar(128),
	"last_org_oid" varchar(32),
	"roles_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"target_x" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"address" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_nonces" (
	"nonce" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"address" varchar(64) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"code" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_members" (
	"book_oid" varchar(32) NOT NULL,
	"user_oid" varchar(32) NOT NULL,
	"role" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_members_book_oid_user_oid_pk" PRIMARY KEY("book_oid","user_oid")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"cover_url" text,
	"subject" varchar(100),
	"description" text,
	"state" varchar(16) DEFAULT 'UN_RELEASED' NOT NULL,
	"textbook_type" varchar(8) DEFAULT 'V2' NOT NULL,
	"org_oid" varchar(32) NOT NULL,
	"use_subject_resource_enabled" boolean DEFAULT false NOT NULL,
	"editor_use_subject_resource_enabled" boolean DEFAULT false NOT NULL,
	"moso_editor_oid" varchar(32),
	"content_designer_oid" varchar(32),
	"tech_editor_oid" varchar(32),
	"completion_rate" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"position" integer NOT NULL,
	"committed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_files" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"section_oid" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(16) DEFAULT 'CONTENT' NOT NULL,
	"position" integer NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"chapter_oid" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"image_url" text,
	"link_url" text,
	"position" varchar(32) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_instances" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"org_oid" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"state" varchar(16) DEFAULT 'IN_PROGRESS' NOT NULL,
	"initiator_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_nodes" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"instance_oid" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"assignee_oid" varchar(32) NOT NULL,
	"state" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_oid_users_oid_fk" FOREIGN KEY ("user_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_org_oid_orgs_oid_fk" FOREIGN KEY ("org_oid") REFERENCES "public"."orgs"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_oid_users_oid_fk" FOREIGN KEY ("user_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_members" ADD CONSTRAINT "book_members_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_members" ADD CONSTRAINT "book_members_user_oid_users_oid_fk" FOREIGN KEY ("user_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_org_oid_orgs_oid_fk" FOREIGN KEY ("org_oid") REFERENCES "public"."orgs"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_section_oid_sections_oid_fk" FOREIGN KEY ("section_oid") REFERENCES "public"."sections"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_chapter_oid_chapters_oid_fk" FOREIGN KEY ("chapter_oid") REFERENCES "public"."chapters"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_instances" ADD CONSTRAINT "process_instances_org_oid_orgs_oid_fk" FOREIGN KEY ("org_oid") REFERENCES "public"."orgs"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_instances" ADD CONSTRAINT "process_instances_initiator_oid_users_oid_fk" FOREIGN KEY ("initiator_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD CONSTRAINT "process_nodes_instance_oid_process_instances_oid_fk" FOREIGN KEY ("instance_oid") REFERENCES "public"."process_instances"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD CONSTRAINT "process_nodes_assignee_oid_users_oid_fk" FOREIGN KEY ("assignee_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_org_idx" ON "memberships" USING btree ("org_oid");--> statement-breakpoint
CREATE INDEX "orgs_name_idx" ON "orgs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "orgs_parent_oid_idx" ON "orgs" USING btree ("parent_oid");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_oid") WHERE "sessions"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_partner_user_id_key" ON "users" USING btree ("partner_user_id");--> statement-breakpoint
CREATE INDEX "login_failures_phone_idx" ON "login_failures" USING btree ("kind","phone_number","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("kind","address","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_address_idx" ON "sms_codes" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "book_members_user_idx" ON "book_members" USING btree ("user_oid");--> statement-breakpoint
CREATE INDEX "books_org_updated_idx" ON "books" USING btree ("org_oid","updated_at");--> statement-breakpoint
CREATE INDEX "chapters_book_idx" ON "chapters" USING btree ("book_oid","position");--> statement-breakpoint
CREATE INDEX "content_files_section_idx" ON "content_files" USING btree ("section_oid","position");--> statement-breakpoint
CREATE INDEX "sections_chapter_idx" ON "sections" USING btree ("chapter_oid","position");--> statement-breakpoint
CREATE INDEX "ads_active_idx" ON "ads" USING btree ("active","sort_order");--> statement-breakpoint
CREATE INDEX "process_instances_org_idx" ON "process_instances" USING btree ("org_oid");--> statement-breakpoint
CREATE INDEX "process_nodes_assignee_idx" ON "process_nodes" USING btree ("assignee_oid","state");