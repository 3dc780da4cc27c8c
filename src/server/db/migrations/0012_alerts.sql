CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"specbook_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(400),
	"start_alert" timestamp(0) NOT NULL,
	"end_alert" timestamp(0) NOT NULL,
	"all_day_event" boolean DEFAULT false NOT NULL,
	"timezone" text NOT NULL,
	"attendees" text[] NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_specbook_idx" ON "alerts" USING btree ("specbook_id","start_alert");