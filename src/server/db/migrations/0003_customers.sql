CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type_id" smallint NOT NULL,
	"label" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"contact" text,
	"line1" text NOT NULL,
	"line2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"country" text,
	"cost" numeric(12, 2),
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"customer_number" text,
	"type" text,
	"origin" text,
	"price_group" text,
	"payment_terms" integer,
	"phone" text,
	"fax" text,
	"email" text,
	"notes" text,
	"resale_certificate" text,
	"linked_user_id" integer,
	"customer_code" char(12),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_customer_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" char(12) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_customer_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_linked_user_id_users_id_fk" FOREIGN KEY ("linked_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customer_codes" ADD CONSTRAINT "user_customer_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","type_id","id");--> statement-breakpoint
CREATE INDEX "customers_account_name_idx" ON "customers" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_account_updated_idx" ON "customers" USING btree ("account_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_account_linked_user_key" ON "customers" USING btree ("account_id","linked_user_id");