-- Hand-written around the drizzle-kit output (docs/decisions/043): catalogue text search in blocks of ids.
-- btree_gin (contrib, like pg_trgm in 0000) lets one GIN index hold the block number, the search
-- document and the equality filters a search combines with a word, so that GIN intersects them
-- itself within one block and the search stops at the block that completes its window.
-- The block expression "id" / 65536 must stay equal to SPEC_SEARCH_BLOCK in schema/catalogue.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "specs_search_block_idx" ON "specs" USING gin (("id" / 65536),"search_vector","finish","category","manufacturer_id","collection");
