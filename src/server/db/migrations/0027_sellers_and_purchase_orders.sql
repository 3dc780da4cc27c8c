CREATE TABLE "purchase_orders" (
	"specbook_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"source_specbook_id" integer,
	"seller_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shipping_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"shipping_calculation" boolean DEFAULT true NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"spec_id" integer NOT NULL,
	"price" numeric(12, 2),
	"lead_time" text,
	"inventory_status" text,
	"inventory_quantity" integer,
	"location" text,
	"import_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"email" text,
	"phone" text,
	"payment_terms" integer,
	"terms_and_conditions" text,
	"return_policy" text,
	"preferred" boolean DEFAULT false NOT NULL,
	"own_stock" boolean DEFAULT false NOT NULL,
	"shipping_line1" text,
	"shipping_line2" text,
	"shipping_city" text,
	"shipping_state" text,
	"shipping_zip_code" text,
	"lat" double precision,
	"lon" double precision,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "imports" ALTER COLUMN "specbook_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "spec_specbooks" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_source_specbook_id_specbooks_id_fk" FOREIGN KEY ("source_specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_offers" ADD CONSTRAINT "seller_offers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_offers" ADD CONSTRAINT "seller_offers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_offers" ADD CONSTRAINT "seller_offers_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_source_idx" ON "purchase_orders" USING btree ("source_specbook_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_account_idx" ON "purchase_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_seller_idx" ON "purchase_orders" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_offers_seller_spec_key" ON "seller_offers" USING btree ("seller_id","spec_id");--> statement-breakpoint
CREATE INDEX "seller_offers_account_spec_idx" ON "seller_offers" USING btree ("account_id","spec_id");--> statement-breakpoint
CREATE INDEX "sellers_account_idx" ON "sellers" USING btree ("account_id","archived","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_account_own_stock_key" ON "sellers" USING btree ("account_id") WHERE "sellers"."own_stock";--> statement-breakpoint
CREATE INDEX "sellers_name_trgm_idx" ON "sellers" USING gin ("name" gin_trgm_ops);