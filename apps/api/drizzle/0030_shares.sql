CREATE TYPE "public"."share_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'solicitation.handover';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'share.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'share.decided';--> statement-breakpoint
CREATE TABLE "shares" (
	"solicitation_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" "share_status" DEFAULT 'pending' NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "shares_solicitation_id_organization_id_pk" PRIMARY KEY("solicitation_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_solicitation_id_solicitations_id_fk" FOREIGN KEY ("solicitation_id") REFERENCES "public"."solicitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shares_organization_status_idx" ON "shares" USING btree ("organization_id","status");