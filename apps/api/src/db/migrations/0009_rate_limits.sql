-- UNLOGGED: counters need no WAL and may be lost in a crash (the limits then start afresh).
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL
);
