CREATE TABLE "auto_callouts" (
	"solicitation_id" uuid PRIMARY KEY NOT NULL,
	"created_by" uuid NOT NULL,
	"wanted" integer NOT NULL,
	"every_minutes" integer NOT NULL,
	"message" text,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_callouts" ADD CONSTRAINT "auto_callouts_solicitation_id_solicitations_id_fk" FOREIGN KEY ("solicitation_id") REFERENCES "public"."solicitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_callouts" ADD CONSTRAINT "auto_callouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_callouts_due_idx" ON "auto_callouts" USING btree ("due_at");