CREATE TABLE "specbook_proposals" (
	"specbook_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specbook_proposals" ADD CONSTRAINT "specbook_proposals_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specbook_proposals" ADD CONSTRAINT "specbook_proposals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specbook_proposals" ADD CONSTRAINT "specbook_proposals_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;