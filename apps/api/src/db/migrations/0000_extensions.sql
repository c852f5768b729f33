-- drizzle-kit never emits CREATE EXTENSION; trigram search needs pg_trgm on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
