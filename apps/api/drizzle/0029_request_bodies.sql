-- Existing requests keep no body and their creator as the responsible person (docs/design.md §12).
ALTER TABLE "solicitations" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitations" ADD COLUMN "responsible_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitations" ADD CONSTRAINT "solicitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitations" ADD CONSTRAINT "solicitations_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitations_organization_idx" ON "solicitations" USING btree ("organization_id");