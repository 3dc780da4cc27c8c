CREATE TABLE "specmarket_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"spec_category" text NOT NULL,
	"search_terms" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specmarket_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cart_specbook_id" integer,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"ship_to" text NOT NULL,
	"ship_to_address" jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"provider_checkout_id" text,
	"provider_payment_id" text,
	"emailed_to" text,
	"emailed_at" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "specmarket_categories" ADD CONSTRAINT "specmarket_categories_parent_id_specmarket_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."specmarket_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specmarket_orders" ADD CONSTRAINT "specmarket_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specmarket_orders" ADD CONSTRAINT "specmarket_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specmarket_orders" ADD CONSTRAINT "specmarket_orders_cart_specbook_id_specbooks_id_fk" FOREIGN KEY ("cart_specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "specmarket_categories_slug_idx" ON "specmarket_categories" USING btree (coalesce("parent_id", 0),"slug");--> statement-breakpoint
CREATE INDEX "specmarket_orders_account_idx" ON "specmarket_orders" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "specmarket_orders_cart_idx" ON "specmarket_orders" USING btree ("cart_specbook_id");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_order_id_specmarket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."specmarket_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_order_idx" ON "purchase_orders" USING btree ("order_id");