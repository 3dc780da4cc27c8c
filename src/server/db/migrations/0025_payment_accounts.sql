CREATE TABLE "payment_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text DEFAULT 'merchant' NOT NULL,
	"label" text NOT NULL,
	"processor" text NOT NULL,
	"provider_account_id" text,
	"valid" boolean DEFAULT false NOT NULL,
	"reason" text,
	"details_needed" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_accounts_account_idx" ON "payment_accounts" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_provider_account_uq" ON "payment_accounts" USING btree ("processor","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_uq" ON "webhook_events" USING btree ("provider","event_id");