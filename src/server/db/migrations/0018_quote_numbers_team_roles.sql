CREATE TABLE "document_counters" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_account_id_kind_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
CREATE TABLE "specbook_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"specbook_id" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"valid_until" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "role" varchar(50);--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specbook_quotes" ADD CONSTRAINT "specbook_quotes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specbook_quotes" ADD CONSTRAINT "specbook_quotes_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specbook_quotes" ADD CONSTRAINT "specbook_quotes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "specbook_quotes_account_number_idx" ON "specbook_quotes" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "specbook_quotes_specbook_idx" ON "specbook_quotes" USING btree ("specbook_id");