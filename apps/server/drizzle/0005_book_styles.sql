CREATE TABLE "book_styles" (
	"book_oid" varchar(32) PRIMARY KEY NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"note_title_style" varchar(16) DEFAULT 'CHAPTER' NOT NULL,
	"note_title_image_tag" varchar(16) DEFAULT '图' NOT NULL,
	"note_title_table_tag" varchar(16) DEFAULT '表' NOT NULL,
	"updated_by_oid" varchar(32),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_colors" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"color" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_libraries" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"node_type" varchar(64) NOT NULL,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"creator_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_backgrounds" (
	"file_oid" varchar(32) PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"style" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_editing_locks" (
	"book_oid" varchar(32) PRIMARY KEY NOT NULL,
	"holder" jsonb NOT NULL,
	"waiter" jsonb,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_libraries" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"org_oid" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"creator_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_styles" ADD CONSTRAINT "book_styles_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_styles" ADD CONSTRAINT "book_styles_updated_by_oid_users_oid_fk" FOREIGN KEY ("updated_by_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_colors" ADD CONSTRAINT "custom_colors_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_libraries" ADD CONSTRAINT "custom_libraries_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_libraries" ADD CONSTRAINT "custom_libraries_creator_oid_users_oid_fk" FOREIGN KEY ("creator_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_backgrounds" ADD CONSTRAINT "file_backgrounds_file_oid_content_files_oid_fk" FOREIGN KEY ("file_oid") REFERENCES "public"."content_files"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_backgrounds" ADD CONSTRAINT "file_backgrounds_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_editing_locks" ADD CONSTRAINT "style_editing_locks_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_libraries" ADD CONSTRAINT "style_libraries_org_oid_orgs_oid_fk" FOREIGN KEY ("org_oid") REFERENCES "public"."orgs"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_libraries" ADD CONSTRAINT "style_libraries_creator_oid_users_oid_fk" FOREIGN KEY ("creator_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_colors_book_idx" ON "custom_colors" USING btree ("book_oid","created_at");--> statement-breakpoint
CREATE INDEX "custom_libraries_book_idx" ON "custom_libraries" USING btree ("book_oid","position");--> statement-breakpoint
CREATE INDEX "style_libraries_org_idx" ON "style_libraries" USING btree ("org_oid","position");