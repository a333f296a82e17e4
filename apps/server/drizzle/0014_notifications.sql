CREATE TABLE "notifications" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"user_oid" varchar(32) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"event_oid" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_oid_users_oid_fk" FOREIGN KEY ("user_oid") REFERENCES "public"."users"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_oid_process_events_oid_fk" FOREIGN KEY ("event_oid") REFERENCES "public"."process_events"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_oid","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_oid") WHERE "notifications"."read_at" is null;