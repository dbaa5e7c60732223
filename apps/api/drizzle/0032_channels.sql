CREATE TYPE "public"."answer_via" AS ENUM('app', 'email', 'push', 'whatsapp', 'sms');--> statement-breakpoint
CREATE TYPE "public"."channel" AS ENUM('email', 'push', 'whatsapp', 'sms');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('queued', 'sent', 'delivered', 'read', 'failed');--> statement-breakpoint
CREATE TYPE "public"."phone_channel" AS ENUM('whatsapp', 'sms');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'reachability.tested';--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"channel" "phone_channel" NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid,
	"invitation_id" uuid,
	"unclear_text" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_channel_provider_id_pk" PRIMARY KEY("channel","provider_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" "channel" DEFAULT 'email' NOT NULL,
	"to" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"payload" jsonb,
	"status" "delivery_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_id" text,
	"user_id" uuid,
	"invitation_id" uuid,
	"reachability_test_id" uuid
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" "phone_channel" NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reachability_targets" (
	"test_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_via" "answer_via",
	CONSTRAINT "reachability_targets_test_id_user_id_pk" PRIMARY KEY("test_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reachability_tests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_by" uuid,
	"organization_id" uuid,
	"uf" char(2),
	"municipality_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_channels" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"whatsapp_phone" text,
	"sms_phone" text,
	"quiet_start" text,
	"quiet_end" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The e-mail outbox becomes the outbox of every channel (ADR 039): its rows and their jobs move.
INSERT INTO "outbox" ("id", "channel", "to", "subject", "text", "html", "status", "attempts", "last_error", "created_at", "sent_at", "status_at")
  SELECT "id", 'email', "to", "subject", "text", "html",
         (CASE "status" WHEN 'sent' THEN 'sent' WHEN 'failed' THEN 'failed' ELSE 'queued' END)::"delivery_status",
         "attempts", "last_error", "created_at", "sent_at", coalesce("sent_at", "created_at")
  FROM "email_outbox";--> statement-breakpoint
UPDATE "jobs" SET "name" = 'outbox.send' WHERE "name" = 'mail.send';--> statement-breakpoint
DROP TABLE "email_outbox";--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "answered_via" "answer_via";--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "reply_letter" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "short_code_hash" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_reachability_test_id_reachability_tests_id_fk" FOREIGN KEY ("reachability_test_id") REFERENCES "public"."reachability_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachability_targets" ADD CONSTRAINT "reachability_targets_test_id_reachability_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."reachability_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachability_targets" ADD CONSTRAINT "reachability_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachability_tests" ADD CONSTRAINT "reachability_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachability_tests" ADD CONSTRAINT "reachability_tests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachability_tests" ADD CONSTRAINT "reachability_tests_municipality_code_municipalities_code_fk" FOREIGN KEY ("municipality_code") REFERENCES "public"."municipalities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_channels" ADD CONSTRAINT "user_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_messages_unclear_idx" ON "inbound_messages" USING btree ("invitation_id") WHERE "inbound_messages"."unclear_text" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_id_key" ON "outbox" USING btree ("channel","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_invitation_channel_key" ON "outbox" USING btree ("invitation_id","channel") WHERE "outbox"."invitation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_reachability_channel_key" ON "outbox" USING btree ("reachability_test_id","user_id","channel") WHERE "outbox"."reachability_test_id" is not null;--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" USING btree ("user_id","channel","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reachability_targets_user_idx" ON "reachability_targets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_short_code_key" ON "invitations" USING btree ("short_code_hash");--> statement-breakpoint
DROP TYPE "public"."outbox_status";