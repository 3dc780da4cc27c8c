-- Hand-edited (docs/decisions/045): drizzle-kit writes CREATE TABLE; the table is UNLOGGED on
-- purpose. Rate-limit counters are shared by every server process and worth nothing after a crash
-- (PostgreSQL empties an unlogged table then), so their hits skip the WAL.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");
