CREATE TABLE "share_links" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"book_oid" varchar(32) NOT NULL,
	"edition_oid" varchar(32),
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_oid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_book_idx" ON "share_links" USING btree ("book_oid","created_at");