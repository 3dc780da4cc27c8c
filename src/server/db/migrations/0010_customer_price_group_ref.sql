ALTER TABLE "customers" ADD COLUMN "price_group_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The free-text price group becomes a reference to the account's group of that name (the oldest
-- one when names repeat); a name with no group is left behind and dropped by the next migration.
UPDATE "customers" AS c SET "price_group_id" = (
  SELECT g."id" FROM "price_groups" AS g
  WHERE g."account_id" = c."account_id" AND lower(g."name") = lower(btrim(c."price_group"))
  ORDER BY g."id" LIMIT 1
) WHERE c."price_group" IS NOT NULL AND btrim(c."price_group") <> '';
