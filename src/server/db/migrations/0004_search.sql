DROP INDEX "specs_model_trgm_idx";--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, translate(coalesce(name, ''), '-/', '  ')), 'A')
  || setweight(to_tsvector('english'::regconfig, translate(coalesce(finish, '') || ' ' || coalesce(collection, '') || ' ' || coalesce(category, '') || ' ' || coalesce(style, '') || ' ' || coalesce(material, '') || ' ' || coalesce(installation, ''), '-/', '  ')), 'B')
  || setweight(to_tsvector('english'::regconfig, translate(coalesce(description, ''), '-/', '  ')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "specs_search_idx" ON "specs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "specs_model_normalized_trgm_idx" ON "specs" USING gin ("model_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "specs_name_id_idx" ON "specs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "specs_variants_idx" ON "specs" USING btree ("manufacturer_id","base_model");--> statement-breakpoint
CREATE INDEX "specs_finish_idx" ON "specs" USING btree ("finish");--> statement-breakpoint
CREATE INDEX "specs_collection_idx" ON "specs" USING btree ("collection");--> statement-breakpoint
CREATE INDEX "specs_category_idx" ON "specs" USING btree ("category");