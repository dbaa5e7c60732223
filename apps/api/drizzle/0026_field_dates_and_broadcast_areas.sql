ALTER TABLE "communications" ADD COLUMN "uf" char(2);--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "municipality_code" integer;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "radius_km" integer;--> statement-breakpoint
ALTER TABLE "solicitations" ADD COLUMN "date" date;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_municipality_code_municipalities_code_fk" FOREIGN KEY ("municipality_code") REFERENCES "public"."municipalities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_area_check" CHECK ("communications"."radius_km" is null or ("communications"."municipality_code" is not null and "communications"."radius_km" between 1 and 500));