-- The manufacturer's name joins the search document (weight A) so that 'aqualine faucet' is one tsquery (docs/decisions/016).
ALTER TABLE "specs" ADD COLUMN "manufacturer_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "specs" SET "manufacturer_name" = m."name" FROM "manufacturers" m WHERE m."id" = "specs"."manufacturer_id";
--> statement-breakpoint
ALTER TABLE "specs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, translate(coalesce(name, '') || ' ' || manufacturer_name, '-/', '  ')), 'A')
  || setweight(to_tsvector('english'::regconfig, translate(coalesce(finish, '') || ' ' || coalesce(collection, '') || ' ' || coalesce(category, '') || ' ' || coalesce(style, '') || ' ' || coalesce(material, '') || ' ' || coalesce(installation, ''), '-/', '  ')), 'B')
  || setweight(to_tsvector('english'::regconfig, translate(coalesce(description, ''), '-/', '  ')), 'C')) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "specs_search_idx" ON "specs" USING gin ("search_vector");
--> statement-breakpoint
-- Copies the manufacturer's name into a spec on insert and on a change of manufacturer (generated columns are computed after BEFORE triggers).
CREATE FUNCTION specs_manufacturer_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.manufacturer_name := coalesce((SELECT name FROM manufacturers WHERE id = NEW.manufacturer_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER specs_manufacturer_name BEFORE INSERT OR UPDATE OF manufacturer_id ON specs FOR EACH ROW EXECUTE FUNCTION specs_manufacturer_name();
--> statement-breakpoint
-- Keeps the copies current when a manufacturer is renamed.
CREATE FUNCTION manufacturers_name_to_specs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE specs SET manufacturer_name = NEW.name WHERE manufacturer_id = NEW.id AND manufacturer_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER manufacturers_name_to_specs AFTER UPDATE OF name ON manufacturers FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION manufacturers_name_to_specs();
--> statement-breakpoint
-- Every lexeme of the search documents, so that a typed prefix can be expanded to exact lexemes (docs/decisions/016).
CREATE TABLE "search_lexemes" (
	"lexeme" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_lexemes_lexeme_idx" ON "search_lexemes" USING btree (("lexeme" collate "C"));
--> statement-breakpoint
INSERT INTO "search_lexemes" SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "specs" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Adds the lexemes of the documents an INSERT or UPDATE wrote (one statement, whatever the number of rows).
CREATE FUNCTION specs_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM written ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER specs_search_lexemes_insert AFTER INSERT ON specs REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION specs_search_lexemes();
--> statement-breakpoint
CREATE TRIGGER specs_search_lexemes_update AFTER UPDATE ON specs REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION specs_search_lexemes();
