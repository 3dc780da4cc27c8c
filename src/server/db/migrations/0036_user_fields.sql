ALTER TABLE "users" ADD COLUMN "api_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "specbooks_api_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "specbooks_public_api_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legacy_user_roles" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legacy_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_analytics" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fax" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_manager_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_manager_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wishlist_profile_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "web_order_profile_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hive_order_profile_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "import_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "integration_data" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "integration_customer_search" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "theme" text;