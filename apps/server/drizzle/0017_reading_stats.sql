CREATE TABLE "reading_stat_blocks" (
	"book_oid" varchar(32) NOT NULL,
	"block_oid" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_oid" varchar(32),
	"count" integer DEFAULT 0 NOT NULL,
	"amount_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_stat_blocks_book_oid_block_oid_kind_pk" PRIMARY KEY("book_oid","block_oid","kind")
);
--> statement-breakpoint
CREATE TABLE "reading_stat_days" (
	"book_oid" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_stat_days_book_oid_day_pk" PRIMARY KEY("book_oid","day")
);
--> statement-breakpoint
CREATE TABLE "reading_stat_file_readers" (
	"book_oid" varchar(32) NOT NULL,
	"file_oid" varchar(32) NOT NULL,
	"user_oid" varchar(32) NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_stat_file_readers_book_oid_file_oid_user_oid_pk" PRIMARY KEY("book_oid","file_oid","user_oid")
);
--> statement-breakpoint
CREATE TABLE "reading_stat_files" (
	"book_oid" varchar(32) NOT NULL,
	"file_oid" varchar(32) NOT NULL,
	"readers" integer DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_stat_files_book_oid_file_oid_pk" PRIMARY KEY("book_oid","file_oid")
);
--> statement-breakpoint
CREATE TABLE "reading_stat_questions" (
	"book_oid" varchar(32) NOT NULL,
	"block_oid" varchar(64) NOT NULL,
	"question_key" varchar(64) NOT NULL,
	"file_oid" varchar(32),
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_stat_questions_book_oid_block_oid_question_key_pk" PRIMARY KEY("book_oid","block_oid","question_key")
);
--> statement-breakpoint
CREATE TABLE "reading_stat_readers" (
	"book_oid" varchar(32) NOT NULL,
	"user_oid" varchar(32) NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"files_opened" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reading_stat_readers_book_oid_user_oid_pk" PRIMARY KEY("book_oid","user_oid")
);
--> statement-breakpoint
CREATE TABLE "reading_stat_states" (
	"book_oid" varchar(32) PRIMARY KEY NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"recomputed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reading_stat_blocks" ADD CONSTRAINT "reading_stat_blocks_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_stat_days" ADD CONSTRAINT "reading_stat_days_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_stat_file_readers" ADD CONSTRAINT "reading_stat_file_readers_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_stat_file_readers" ADD CONSTRAINT "reading_stat_file_readers_user_oid_users_oid_fk" FOREIGN KEY ("user_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_stat_files" ADD CONSTRAINT "reading_stat_files_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_stat_questions" ADD CONSTRAINT "reading_stat_questions_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_stat_readers" ADD CONSTRAINT "reading_stat_readers_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_stat_readers" ADD CONSTRAINT "reading_stat_readers_user_oid_users_oid_fk" FOREIGN KEY ("user_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_stat_states" ADD CONSTRAINT "reading_stat_states_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_stat_blocks_file_idx" ON "reading_stat_blocks" USING btree ("book_oid","file_oid");--> statement-breakpoint
CREATE INDEX "reading_stat_questions_file_idx" ON "reading_stat_questions" USING btree ("book_oid","file_oid");