CREATE TABLE "price_group_manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"price_group_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"base" text DEFAULT 'list' NOT NULL,
	"multiplier" numeric(10, 4) NOT NULL,
	"profit" numeric(7, 2),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"types" text DEFAULT 'custom' NOT NULL,
	"multiplier" numeric(10, 4) DEFAULT '1' NOT NULL,
	"profit" numeric(7, 2),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "shipping_address_id" integer;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "billing_address_id" integer;--> statement-breakpoint
ALTER TABLE "specbooks" ADD COLUMN "price_group_id" integer;--> statement-breakpoint
ALTER TABLE "price_group_manufacturers" ADD CONSTRAINT "price_group_manufacturers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_group_manufacturers" ADD CONSTRAINT "price_group_manufacturers_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_group_manufacturers" ADD CONSTRAINT "price_group_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups" ADD CONSTRAINT "price_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups" ADD CONSTRAINT "price_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_group_manufacturers_key" ON "price_group_manufacturers" USING btree ("price_group_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "price_groups_account_name_idx" ON "price_groups" USING btree ("account_id","name","id");--> statement-breakpoint
ALTER TABLE "specbooks" ADD CONSTRAINT "specbooks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specbooks" ADD CONSTRAINT "specbooks_shipping_address_id_customer_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specbooks" ADD CONSTRAINT "specbooks_billing_address_id_customer_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specbooks" ADD CONSTRAINT "specbooks_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE set null ON UPDATE no action;