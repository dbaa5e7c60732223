ALTER TABLE "files" ADD COLUMN "variant_of" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_variant_of_files_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_variant_of_idx" ON "files" USING btree ("variant_of");