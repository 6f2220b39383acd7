CREATE TABLE "catalogue_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_versions" ("name") VALUES ('tours');--> statement-breakpoint
CREATE FUNCTION "bump_tours_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_versions" SET "version" = "version" + 1 WHERE "name" = 'tours';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tour_packages_catalogue_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_tours_catalogue_version"();
