CREATE TABLE "activities" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"file_oid" varchar(32) NOT NULL,
	"type" varchar(32) NOT NULL,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"title" varchar(255) DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_topics" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"activity_oid" varchar(32) NOT NULL,
	"position" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"subject" jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb,
	"analysis" jsonb,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mind_maps" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"file_oid" varchar(32) NOT NULL,
	"title" varchar(255) DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"cover_attachment_oid" varchar(32),
	"author_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"file_oid" varchar(32) NOT NULL,
	"type" varchar(32) NOT NULL,
	"type_name" varchar(64) DEFAULT '' NOT NULL,
	"title" varchar(255) DEFAULT '' NOT NULL,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_simulations" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"file_oid" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"url" text,
	"attachment_oid" varchar(32),
	"screen_type" varchar(32),
	"device_type" varchar(32),
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_file_oid_content_files_oid_fk" FOREIGN KEY ("file_oid") REFERENCES "public"."content_files"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_author_oid_users_oid_fk" FOREIGN KEY ("author_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_topics" ADD CONSTRAINT "activity_topics_activity_oid_activities_oid_fk" FOREIGN KEY ("activity_oid") REFERENCES "public"."activities"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mind_maps" ADD CONSTRAINT "mind_maps_file_oid_content_files_oid_fk" FOREIGN KEY ("file_oid") REFERENCES "public"."content_files"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mind_maps" ADD CONSTRAINT "mind_maps_author_oid_users_oid_fk" FOREIGN KEY ("author_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_file_oid_content_files_oid_fk" FOREIGN KEY ("file_oid") REFERENCES "public"."content_files"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_author_oid_users_oid_fk" FOREIGN KEY ("author_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_simulations" ADD CONSTRAINT "virtual_simulations_file_oid_content_files_oid_fk" FOREIGN KEY ("file_oid") REFERENCES "public"."content_files"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_simulations" ADD CONSTRAINT "virtual_simulations_author_oid_users_oid_fk" FOREIGN KEY ("author_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_file_idx" ON "activities" USING btree ("file_oid");--> statement-breakpoint
CREATE INDEX "activity_topics_activity_idx" ON "activity_topics" USING btree ("activity_oid","position");--> statement-breakpoint
CREATE INDEX "mind_maps_file_idx" ON "mind_maps" USING btree ("file_oid");--> statement-breakpoint
CREATE INDEX "readings_file_idx" ON "readings" USING btree ("file_oid");--> statement-breakpoint
CREATE INDEX "virtual_simulations_file_idx" ON "virtual_simulations" USING btree ("file_oid");