ALTER TABLE "manufacturers" ADD COLUMN "price_sheet" text;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "catalogs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "global_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;