-- License images (and later stored files) move from DATA_DIR/uploads into the database, so API
-- processes share them through DATABASE_URL alone. Files already on disk move in on first start.
CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_name" CHECK ("media_files"."name" ~ '^[a-f0-9]{32}[.](png|jpg)$')
);
