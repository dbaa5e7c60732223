CREATE TYPE "public"."terms_channel" AS ENUM('web', 'email', 'push', 'whatsapp', 'sms');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'terms.accepted';--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" "terms_channel" NOT NULL,
	CONSTRAINT "terms_acceptances_user_id_organization_id_version_pk" PRIMARY KEY("user_id","organization_id","version")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "terms_text" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;