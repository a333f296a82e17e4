CREATE TABLE "editions" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"number" integer NOT NULL,
	"state" varchar(16) DEFAULT 'BUILDING' NOT NULL,
	"task_oid" varchar(32),
	"built_by_oid" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"built_at" timestamp with time zone,
	"error_message" text,
	"chapter_count" integer DEFAULT 0 NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_applications" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"plan_type" varchar(16) NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"state" varchar(16) DEFAULT 'IN_PROGRESS' NOT NULL,
	"process_instance_oid" varchar(32) NOT NULL,
	"applicant_oid" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"edition_oid" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"released_by_oid" varchar(32) NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "publish_state" varchar(16) DEFAULT 'UNDECLARED' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "released_edition_oid" varchar(32);--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_task_oid_user_tasks_oid_fk" FOREIGN KEY ("task_oid") REFERENCES "public"."user_tasks"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_built_by_oid_users_oid_fk" FOREIGN KEY ("built_by_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_applications" ADD CONSTRAINT "publish_applications_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_applications" ADD CONSTRAINT "publish_applications_process_instance_oid_process_instances_oid_fk" FOREIGN KEY ("process_instance_oid") REFERENCES "public"."process_instances"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_applications" ADD CONSTRAINT "publish_applications_applicant_oid_users_oid_fk" FOREIGN KEY ("applicant_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_edition_oid_editions_oid_fk" FOREIGN KEY ("edition_oid") REFERENCES "public"."editions"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_released_by_oid_users_oid_fk" FOREIGN KEY ("released_by_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "editions_book_number_key" ON "editions" USING btree ("book_oid","number");--> statement-breakpoint
CREATE INDEX "publish_applications_book_idx" ON "publish_applications" USING btree ("book_oid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publish_applications_open_key" ON "publish_applications" USING btree ("book_oid") WHERE "publish_applications"."state" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "releases_book_idx" ON "releases" USING btree ("book_oid","released_at");