CREATE TYPE "public"."capability" AS ENUM('thermal', 'zoom', 'night_light', 'speaker', 'payload', 'mapping', 'rtk', 'multispectral');--> statement-breakpoint
CREATE TYPE "public"."certificate_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
ALTER TABLE "additional_data" ADD COLUMN "coverage_km" double precision GENERATED ALWAYS AS (replace(substring(operate_km from '[0-9]+(?:[.,][0-9]+)?'), ',', '.')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "additional_data_certificates" ADD COLUMN "status" "certificate_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "additional_data_certificates" ADD COLUMN "expires_at" date;--> statement-breakpoint
ALTER TABLE "additional_data_certificates" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "additional_data_certificates" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "additional_data_certificates" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disponibility" ADD COLUMN "municipality_code" integer;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "capabilities" "capability"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitations" ADD COLUMN "municipality_code" integer;--> statement-breakpoint
ALTER TABLE "solicitations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "solicitations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "solicitations" ADD COLUMN "required_capabilities" "capability"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "disponibility" ADD CONSTRAINT "disponibility_municipality_code_municipalities_code_fk" FOREIGN KEY ("municipality_code") REFERENCES "public"."municipalities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitations" ADD CONSTRAINT "solicitations_municipality_code_municipalities_code_fk" FOREIGN KEY ("municipality_code") REFERENCES "public"."municipalities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_data_coverage_idx" ON "additional_data" USING btree ("coverage_km");--> statement-breakpoint
CREATE UNIQUE INDEX "additional_data_certificates_file_key" ON "additional_data_certificates" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "additional_data_certificates_status_idx" ON "additional_data_certificates" USING btree ("status","created_at" DESC NULLS LAST,"file_id");--> statement-breakpoint
CREATE INDEX "additional_data_certificates_expiry_idx" ON "additional_data_certificates" USING btree ("expires_at") WHERE "additional_data_certificates"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "disponibility_municipality_idx" ON "disponibility" USING btree ("municipality_code");--> statement-breakpoint
CREATE INDEX "municipalities_point_idx" ON "municipalities" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "additional_data_certificates" ADD CONSTRAINT "additional_data_certificates_review_check" CHECK (("additional_data_certificates"."status" = 'verified') = ("additional_data_certificates"."expires_at" is not null) and ("additional_data_certificates"."status" = 'rejected') = ("additional_data_certificates"."reason" is not null));