CREATE TABLE "aipq_extractions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"engine" text NOT NULL,
	"name" text NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"message" text,
	"supplier" text,
	"tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quota_period" text,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aipq_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"page_count" integer,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aipq_quotas" (
	"account_id" integer NOT NULL,
	"engine" text NOT NULL,
	"period" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aipq_quotas_account_id_engine_period_pk" PRIMARY KEY("account_id","engine","period")
);
--> statement-breakpoint
CREATE TABLE "import_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"specbook_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"spec_id" integer,
	"spec_specbook_id" integer,
	"line" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"supplier_key" text NOT NULL,
	"model_key" text NOT NULL,
	"spec_id" integer NOT NULL,
	"score" real,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spec_specbooks" ADD COLUMN "original_import_id" integer;--> statement-breakpoint
ALTER TABLE "spec_specbooks" ADD COLUMN "updated_import_id" integer;--> statement-breakpoint
ALTER TABLE "spec_specbooks" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "extraction_id" integer;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "tables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "aipq_extractions" ADD CONSTRAINT "aipq_extractions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aipq_extractions" ADD CONSTRAINT "aipq_extractions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aipq_extractions" ADD CONSTRAINT "aipq_extractions_file_id_aipq_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."aipq_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aipq_files" ADD CONSTRAINT "aipq_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aipq_files" ADD CONSTRAINT "aipq_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aipq_quotas" ADD CONSTRAINT "aipq_quotas_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_messages" ADD CONSTRAINT "import_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_messages" ADD CONSTRAINT "import_messages_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_messages" ADD CONSTRAINT "import_messages_specbook_id_specbooks_id_fk" FOREIGN KEY ("specbook_id") REFERENCES "public"."specbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_messages" ADD CONSTRAINT "import_messages_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_matches" ADD CONSTRAINT "supplier_matches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_matches" ADD CONSTRAINT "supplier_matches_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aipq_extractions_account_idx" ON "aipq_extractions" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "aipq_files_account_idx" ON "aipq_files" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "import_messages_specbook_idx" ON "import_messages" USING btree ("specbook_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_matches_key_idx" ON "supplier_matches" USING btree ("account_id","supplier_key","model_key");--> statement-breakpoint
-- aipq.engine values of docs/decisions/057: the cloud OCR reading becomes the offline layout engine, tesseract the OCR engine.
UPDATE "account_settings" SET "value" = CASE "value" WHEN 'textract' THEN 'layout' WHEN 'tesseract' THEN 'ocr' ELSE "value" END WHERE "key" = 'aipq.engine';
