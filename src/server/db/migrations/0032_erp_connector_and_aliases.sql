CREATE TABLE "manufacturer_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"manufacturer_id" integer NOT NULL,
	"alias" text NOT NULL,
	"alias_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aipq_quota_limits" (
	"account_id" integer NOT NULL,
	"engine" text NOT NULL,
	"monthly_limit" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aipq_quota_limits_account_id_engine_pk" PRIMARY KEY("account_id","engine")
);
--> statement-breakpoint
CREATE TABLE "erp_connections" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"api_key_sealed" text NOT NULL,
	"last_test_ok" boolean,
	"last_test_message" text,
	"last_tested_at" timestamp (3) with time zone,
	"updated_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"specbook_id" integer,
	"profile_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"message" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"action" text NOT NULL,
	"gateway_job_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "erp_opportunity_id" text;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "erp_submission_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "erp_submitted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erp_customer_id" text;--> statement-breakpoint
ALTER TABLE "price_groups" ADD COLUMN "erp_price_class_id" text;--> statement-breakpoint
ALTER TABLE "price_groups" ADD COLUMN "erp_refreshed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "manufacturer_aliases" ADD CONSTRAINT "manufacturer_aliases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_aliases" ADD CONSTRAINT "manufacturer_aliases_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aipq_quota_limits" ADD CONSTRAINT "aipq_quota_limits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aipq_quota_limits" ADD CONSTRAINT "aipq_quota_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_connections" ADD CONSTRAINT "erp_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_connections" ADD CONSTRAINT "erp_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_jobs" ADD CONSTRAINT "erp_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_jobs" ADD CONSTRAINT "erp_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_jobs" ADD CONSTRAINT "erp_jobs_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_jobs" ADD CONSTRAINT "erp_jobs_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_requests" ADD CONSTRAINT "erp_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturer_aliases_key_idx" ON "manufacturer_aliases" USING btree ("account_id","alias_key");--> statement-breakpoint
CREATE INDEX "manufacturer_aliases_manufacturer_idx" ON "manufacturer_aliases" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "erp_jobs_account_idx" ON "erp_jobs" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "erp_jobs_specbook_idx" ON "erp_jobs" USING btree ("specbook_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_requests_key_idx" ON "erp_requests" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "price_groups_account_erp_class_key" ON "price_groups" USING btree ("account_id","erp_price_class_id");