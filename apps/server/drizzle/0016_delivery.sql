CREATE TABLE "class_students" (
	"class_oid" varchar(32) NOT NULL,
	"student_oid" varchar(32) NOT NULL,
	"student_number" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_students_class_oid_student_oid_pk" PRIMARY KEY("class_oid","student_oid")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"org_oid" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"teacher_oid" varchar(32) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_corrections" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"edition_oid" varchar(32),
	"chapter_oid" varchar(32),
	"section_oid" varchar(32),
	"file_oid" varchar(32) NOT NULL,
	"block_oid" varchar(64),
	"start_offset" integer,
	"end_offset" integer,
	"quote" varchar(500) DEFAULT '' NOT NULL,
	"type" varchar(16) NOT NULL,
	"description" varchar(500) NOT NULL,
	"screenshot_key" text,
	"state" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"reply" varchar(500),
	"reporter_oid" varchar(32) NOT NULL,
	"processed_by_oid" varchar(32),
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_classes" (
	"push_oid" varchar(32) NOT NULL,
	"class_oid" varchar(32) NOT NULL,
	CONSTRAINT "push_classes_push_oid_class_oid_pk" PRIMARY KEY("push_oid","class_oid")
);
--> statement-breakpoint
CREATE TABLE "push_recipients" (
	"push_oid" varchar(32) NOT NULL,
	"user_oid" varchar(32) NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"class_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_recipients_push_oid_user_oid_pk" PRIMARY KEY("push_oid","user_oid")
);
--> statement-breakpoint
CREATE TABLE "pushes" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"edition_oid" varchar(32) NOT NULL,
	"target_kind" varchar(16) NOT NULL,
	"target_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"pushed_by_oid" varchar(32) NOT NULL,
	"task_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_oid" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "reading_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"edition_oid" varchar(32) NOT NULL,
	"user_oid" varchar(32) NOT NULL,
	"file_oid" varchar(32),
	"block_oid" varchar(64),
	"kind" varchar(16) NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reader_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_oid_classes_oid_fk" FOREIGN KEY ("class_oid") REFERENCES "public"."classes"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_student_oid_users_oid_fk" FOREIGN KEY ("student_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_org_oid_orgs_oid_fk" FOREIGN KEY ("org_oid") REFERENCES "public"."orgs"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_oid_users_oid_fk" FOREIGN KEY ("teacher_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_corrections" ADD CONSTRAINT "error_corrections_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_corrections" ADD CONSTRAINT "error_corrections_edition_oid_editions_oid_fk" FOREIGN KEY ("edition_oid") REFERENCES "public"."editions"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_corrections" ADD CONSTRAINT "error_corrections_reporter_oid_users_oid_fk" FOREIGN KEY ("reporter_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_corrections" ADD CONSTRAINT "error_corrections_processed_by_oid_users_oid_fk" FOREIGN KEY ("processed_by_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_classes" ADD CONSTRAINT "push_classes_push_oid_pushes_oid_fk" FOREIGN KEY ("push_oid") REFERENCES "public"."pushes"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_classes" ADD CONSTRAINT "push_classes_class_oid_classes_oid_fk" FOREIGN KEY ("class_oid") REFERENCES "public"."classes"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipients" ADD CONSTRAINT "push_recipients_push_oid_pushes_oid_fk" FOREIGN KEY ("push_oid") REFERENCES "public"."pushes"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipients" ADD CONSTRAINT "push_recipients_user_oid_users_oid_fk" FOREIGN KEY ("user_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipients" ADD CONSTRAINT "push_recipients_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipients" ADD CONSTRAINT "push_recipients_class_oid_classes_oid_fk" FOREIGN KEY ("class_oid") REFERENCES "public"."classes"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pushes" ADD CONSTRAINT "pushes_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pushes" ADD CONSTRAINT "pushes_edition_oid_editions_oid_fk" FOREIGN KEY ("edition_oid") REFERENCES "public"."editions"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pushes" ADD CONSTRAINT "pushes_pushed_by_oid_users_oid_fk" FOREIGN KEY ("pushed_by_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pushes" ADD CONSTRAINT "pushes_task_oid_user_tasks_oid_fk" FOREIGN KEY ("task_oid") REFERENCES "public"."user_tasks"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pushes" ADD CONSTRAINT "pushes_withdrawn_by_oid_users_oid_fk" FOREIGN KEY ("withdrawn_by_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_events" ADD CONSTRAINT "reading_events_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_events" ADD CONSTRAINT "reading_events_user_oid_users_oid_fk" FOREIGN KEY ("user_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_students_student_idx" ON "class_students" USING btree ("student_oid");--> statement-breakpoint
CREATE INDEX "classes_org_idx" ON "classes" USING btree ("org_oid");--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("teacher_oid");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_org_name_key" ON "classes" USING btree ("org_oid","name");--> statement-breakpoint
CREATE INDEX "error_corrections_book_idx" ON "error_corrections" USING btree ("book_oid","state","created_at");--> statement-breakpoint
CREATE INDEX "error_corrections_file_idx" ON "error_corrections" USING btree ("file_oid") WHERE "error_corrections"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "error_corrections_reporter_idx" ON "error_corrections" USING btree ("reporter_oid");--> statement-breakpoint
CREATE INDEX "push_classes_class_idx" ON "push_classes" USING btree ("class_oid");--> statement-breakpoint
CREATE INDEX "push_recipients_user_book_idx" ON "push_recipients" USING btree ("user_oid","book_oid");--> statement-breakpoint
CREATE INDEX "push_recipients_book_idx" ON "push_recipients" USING btree ("book_oid");--> statement-breakpoint
CREATE INDEX "pushes_book_idx" ON "pushes" USING btree ("book_oid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_events_user_client_key" ON "reading_events" USING btree ("user_oid","client_id");--> statement-breakpoint
CREATE INDEX "reading_events_book_idx" ON "reading_events" USING btree ("book_oid","id");