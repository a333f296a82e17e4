-- The approvals of the minimal tables carried no subject or node organisation; they were demo data only.
DELETE FROM "process_instances";--> statement-breakpoint
CREATE TABLE "process_definitions" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"org_oid" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"nodes" jsonb NOT NULL,
	"updated_by_oid" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_events" (
	"oid" varchar(32) PRIMARY KEY NOT NULL,
	"instance_oid" varchar(32) NOT NULL,
	"node_oid" varchar(32),
	"action" varchar(16) NOT NULL,
	"actor_oid" varchar(32) NOT NULL,
	"comment" text,
	"target_user_oid" varchar(32),
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "process_nodes_assignee_idx";--> statement-breakpoint
ALTER TABLE "process_instances" ALTER COLUMN "initiator_oid" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "process_nodes" ALTER COLUMN "assignee_oid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "process_nodes" ALTER COLUMN "state" SET DEFAULT 'WAITING';--> statement-breakpoint
ALTER TABLE "process_instances" ADD COLUMN "kind" varchar(16) DEFAULT 'PUBLISH' NOT NULL;--> statement-breakpoint
ALTER TABLE "process_instances" ADD COLUMN "book_oid" varchar(32);--> statement-breakpoint
ALTER TABLE "process_instances" ADD COLUMN "subject_oid" varchar(32) NOT NULL;--> statement-breakpoint
ALTER TABLE "process_instances" ADD COLUMN "current_position" integer;--> statement-breakpoint
ALTER TABLE "process_instances" ADD COLUMN "node_count" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "process_instances" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "org_oid" varchar(32) NOT NULL;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "assignee_role" varchar(32);--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "assignee_user_oids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "actor_oid" varchar(32);--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "transferred_to_oid" varchar(32);--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "acted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_definitions" ADD CONSTRAINT "process_definitions_org_oid_orgs_oid_fk" FOREIGN KEY ("org_oid") REFERENCES "public"."orgs"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_definitions" ADD CONSTRAINT "process_definitions_updated_by_oid_users_oid_fk" FOREIGN KEY ("updated_by_oid") REFERENCES "public"."users"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_events" ADD CONSTRAINT "process_events_instance_oid_process_instances_oid_fk" FOREIGN KEY ("instance_oid") REFERENCES "public"."process_instances"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_events" ADD CONSTRAINT "process_events_node_oid_process_nodes_oid_fk" FOREIGN KEY ("node_oid") REFERENCES "public"."process_nodes"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_events" ADD CONSTRAINT "process_events_actor_oid_users_oid_fk" FOREIGN KEY ("actor_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_events" ADD CONSTRAINT "process_events_target_user_oid_users_oid_fk" FOREIGN KEY ("target_user_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "process_definitions_org_kind_key" ON "process_definitions" USING btree ("org_oid","kind");--> statement-breakpoint
CREATE INDEX "process_events_instance_idx" ON "process_events" USING btree ("instance_oid","at");--> statement-breakpoint
ALTER TABLE "process_instances" ADD CONSTRAINT "process_instances_book_oid_books_oid_fk" FOREIGN KEY ("book_oid") REFERENCES "public"."books"("oid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD CONSTRAINT "process_nodes_org_oid_orgs_oid_fk" FOREIGN KEY ("org_oid") REFERENCES "public"."orgs"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD CONSTRAINT "process_nodes_actor_oid_users_oid_fk" FOREIGN KEY ("actor_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_nodes" ADD CONSTRAINT "process_nodes_transferred_to_oid_users_oid_fk" FOREIGN KEY ("transferred_to_oid") REFERENCES "public"."users"("oid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_instances_applicant_idx" ON "process_instances" USING btree ("initiator_oid","org_oid","created_at");--> statement-breakpoint
CREATE INDEX "process_instances_book_idx" ON "process_instances" USING btree ("book_oid");--> statement-breakpoint
CREATE INDEX "process_instances_subject_idx" ON "process_instances" USING btree ("subject_oid");--> statement-breakpoint
CREATE INDEX "process_nodes_instance_idx" ON "process_nodes" USING btree ("instance_oid","position");--> statement-breakpoint
CREATE INDEX "process_nodes_pending_role_idx" ON "process_nodes" USING btree ("org_oid","assignee_role") WHERE "process_nodes"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "process_nodes_pending_users_idx" ON "process_nodes" USING gin ("assignee_user_oids") WHERE "process_nodes"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "process_nodes_actor_idx" ON "process_nodes" USING btree ("actor_oid","org_oid");