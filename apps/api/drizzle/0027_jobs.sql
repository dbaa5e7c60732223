CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "auto_callouts_due_idx";--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_key_idx" ON "jobs" USING btree ("name","key") WHERE "jobs"."key" is not null;--> statement-breakpoint
-- Work queued before the jobs table (docs/decisions/035-jobs.md) becomes jobs.
UPDATE "email_outbox" SET "status" = 'pending' WHERE "status" = 'sending';--> statement-breakpoint
INSERT INTO "jobs" ("name", "payload", "run_at", "attempts") SELECT 'mail.send', jsonb_build_object('id', "id"), "next_attempt_at", "attempts" FROM "email_outbox" WHERE "status" = 'pending';--> statement-breakpoint
INSERT INTO "jobs" ("name", "payload", "run_at") SELECT 'callout.step', jsonb_build_object('solicitationId', "solicitation_id"), "due_at" FROM "auto_callouts";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";