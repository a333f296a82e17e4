DROP INDEX "process_events_instance_idx";--> statement-breakpoint
ALTER TABLE "process_events" ADD COLUMN "seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "process_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "process_events_instance_idx" ON "process_events" USING btree ("instance_oid","seq");