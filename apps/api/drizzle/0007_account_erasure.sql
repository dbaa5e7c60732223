ALTER TABLE "users" DROP CONSTRAINT "users_identity_check";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_check" CHECK ("users"."erased_at" is not null or "users"."email" is not null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identity_check" CHECK ("users"."erased_at" is not null or "users"."role" = 'ADMIN' or ("users"."birth_date" is not null and "users"."phone" is not null and "users"."cpf" is not null));