ALTER TABLE "seller_offers" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "marketplace_account_id" integer;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_marketplace_account_id_accounts_id_fk" FOREIGN KEY ("marketplace_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_offers_listed_spec_idx" ON "seller_offers" USING btree ("spec_id","account_id") WHERE "seller_offers"."listed";--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_account_marketplace_key" ON "sellers" USING btree ("account_id","marketplace_account_id") WHERE "sellers"."marketplace_account_id" is not null;