CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"product_model" text NOT NULL,
	"contact_email" text NOT NULL,
	"request_notes" text,
	"request_details" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spec_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"spec_id" integer NOT NULL,
	"account_id" integer,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"thumbnail_path" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email_address" text NOT NULL,
	"phone_number" text,
	"user_message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "sell_in_marketplace" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "model_normalized" text GENERATED ALWAYS AS (lower(regexp_replace(model_number, '[^[:alnum:]]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "base_model" text;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "upc" text;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "style" text;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "installation" text;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "material" text;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "imap" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "map_type" text;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "price_updated_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "original_spec_id" integer;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_documents" ADD CONSTRAINT "spec_documents_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_documents" ADD CONSTRAINT "spec_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_created_idx" ON "data_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "spec_documents_spec_idx" ON "spec_documents" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX "support_requests_created_idx" ON "support_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manufacturers_name_prefix_idx" ON "manufacturers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "manufacturers_account_idx" ON "manufacturers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "specs_manufacturer_idx" ON "specs" USING btree ("manufacturer_id");