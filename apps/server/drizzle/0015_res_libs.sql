CREATE TABLE "attachment_marks" (
	"book_oid" varchar(32) NOT NULL,
	"attachment_oid" varchar(32) NOT NULL,
	"marked_by" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachment_marks_book_oid_attachment_oid_pk" PRIMARY KEY("book_oid","attachment_oid")
);
--> statement-breakpoint
CREATE TABLE "res_lib_resources" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"attachment_oid" varchar(32) NOT NULL,
	"org_oid" varchar(32),
	"name" varchar(100) NOT NULL,
	"subject_code" varchar(64) NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"uploader_oid" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "res_lib_subject_uses" (
	"book_oid" varchar(32) NOT NULL,
	"user_oid" varchar(32) NOT NULL,
	"subject_code" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "res_lib_subject_uses_book_oid_user_oid_pk" PRIMARY KEY("book_oid","user_oid")
);
--> statement-breakpoint
ALTER TABLE "attachment_marks" ADD CONSTRAINT "attachment_marks_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_marks" ADD CONSTRAINT "attachment_marks_attachment_oid_attachments_oid_fk" FOREIGN KEY ("attachment_oid") REFERENCES "public"."attachments"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_marks" ADD CONSTRAINT "attachment_marks_marked_by_users_oid_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "res_lib_resources" ADD CONSTRAINT "res_lib_resources_attachment_oid_attachments_oid_fk" FOREIGN KEY ("attachment_oid") REFERENCES "public"."attachments"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "res_lib_resources" ADD CONSTRAINT "res_lib_resources_org_oid_orgs_oid_fk" FOREIGN KEY ("org_oid") REFERENCES "public"."orgs"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "res_lib_resources" ADD CONSTRAINT "res_lib_resources_uploader_oid_users_oid_fk" FOREIGN KEY ("uploader_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "res_lib_subject_uses" ADD CONSTRAINT "res_lib_subject_uses_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "res_lib_subject_uses" ADD CONSTRAINT "res_lib_subject_uses_user_oid_users_oid_fk" FOREIGN KEY ("user_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "res_lib_resources_attachment_key" ON "res_lib_resources" USING btree ("attachment_oid");--> statement-breakpoint
CREATE INDEX "res_lib_resources_org_state_idx" ON "res_lib_resources" USING btree ("org_oid","state","created_at");