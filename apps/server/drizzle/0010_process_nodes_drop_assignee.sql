ALTER TABLE "process_nodes" DROP CONSTRAINT "process_nodes_assignee_oid_users_oid_fk";
--> statement-breakpoint
ALTER TABLE "process_nodes" DROP COLUMN "assignee_oid";