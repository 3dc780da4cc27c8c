CREATE TABLE "account_settings" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_settings_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"specbook_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"specbook_id" integer NOT NULL,
	"category_id" integer,
	"spec_specbook_id" integer,
	"user_id" integer,
	"body" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"specbook_id" integer,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ref" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spec_specbook_tags" (
	"tag_id" integer NOT NULL,
	"spec_specbook_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spec_specbook_tags_tag_id_spec_specbook_id_pk" PRIMARY KEY("tag_id","spec_specbook_id")
);
--> statement-breakpoint
CREATE TABLE "spec_specbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"specbook_id" integer NOT NULL,
	"spec_id" integer NOT NULL,
	"category_id" integer,
	"name" text,
	"description" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"list_price" numeric(12, 2),
	"list_price_label" text,
	"sale_price" numeric(12, 2),
	"sales_price_label" text,
	"cost" numeric(12, 2),
	"multiplier" numeric(10, 4),
	"multiplier_label" text,
	"profit_margin" numeric(7, 2),
	"shipping_cost" numeric(12, 2),
	"quoted_date" date,
	"price_updated_at" timestamp (3) with time zone,
	"price_updated_by" text,
	"source_specbook_id" integer,
	"source_spec_specbook_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"spec_specbook_id" integer NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"hex_color" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"user_managed" boolean NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statuses_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(45) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"specbook_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"show_list_price" boolean DEFAULT true NOT NULL,
	"show_sale_price" boolean DEFAULT true NOT NULL,
	"show_model_numbers" boolean DEFAULT true NOT NULL,
	"can_approve" boolean DEFAULT false NOT NULL,
	"show_notifications" boolean DEFAULT true NOT NULL,
	"allow_status_update" boolean DEFAULT false NOT NULL,
	"show_specifications" boolean DEFAULT true NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "tax" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "payment_terms" integer;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "shipping_calculation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "has_proposal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "expected_installed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "expected_approved_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_spec_specbook_id_spec_specbooks_id_fk" FOREIGN KEY ("spec_specbook_id") REFERENCES "public"."spec_specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_specbook_tags" ADD CONSTRAINT "spec_specbook_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_specbook_tags" ADD CONSTRAINT "spec_specbook_tags_spec_specbook_id_spec_specbooks_id_fk" FOREIGN KEY ("spec_specbook_id") REFERENCES "public"."spec_specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_specbooks" ADD CONSTRAINT "spec_specbooks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_specbooks" ADD CONSTRAINT "spec_specbooks_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_specbooks" ADD CONSTRAINT "spec_specbooks_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_specbooks" ADD CONSTRAINT "spec_specbooks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_log" ADD CONSTRAINT "status_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_log" ADD CONSTRAINT "status_log_spec_specbook_id_spec_specbooks_id_fk" FOREIGN KEY ("spec_specbook_id") REFERENCES "public"."spec_specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_specbook_idx" ON "categories" USING btree ("specbook_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "comments_specbook_idx" ON "comments" USING btree ("specbook_id","category_id","spec_specbook_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","has_read","created_at");--> statement-breakpoint
CREATE INDEX "spec_specbooks_specbook_idx" ON "spec_specbooks" USING btree ("specbook_id","category_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "spec_specbooks_spec_idx" ON "spec_specbooks" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX "status_log_spec_idx" ON "status_log" USING btree ("spec_specbook_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_user_name_key" ON "tags" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "team_members_specbook_idx" ON "team_members" USING btree ("specbook_id");