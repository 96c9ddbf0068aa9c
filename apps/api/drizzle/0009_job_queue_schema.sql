-- The job queue (pg-boss) keeps its tables in this schema. Created here, under the migrations' lock, so
-- several API processes starting together on an empty database do not race to create it.
CREATE SCHEMA IF NOT EXISTS "pgboss";
