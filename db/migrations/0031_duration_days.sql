-- Issue 36 (ADR 058): a package's length in days is a number on the package. Every return date
-- (ID deletion, trip emails, the calendar file) counts it; the free-text duration is only shown.
-- Existing packages get the days their text names, by the rule the code read it with until now:
-- the number before "Days", "Day" or "D" ("7 Days 6 Nights", "6N/7D": 7; at least 1), else the
-- number before "Nights", "Night" or "N" plus one ("5 nights": 6), else 1. The patterns spell out
-- what JavaScript's /\s/ and /\b/ and its ASCII-only /i matched, so both engines read every text
-- alike (app/features/tours/tour-duration-days.db.test.ts runs them side by side).
ALTER TABLE "tour_packages" ADD COLUMN "duration_days" integer;--> statement-breakpoint
UPDATE "tour_packages" SET "duration_days" = CASE
	WHEN "named"."days" IS NOT NULL THEN GREATEST(1, LEAST("named"."days", 2147483647))
	WHEN "named"."nights" IS NOT NULL THEN LEAST("named"."nights" + 1, 2147483647)
	ELSE 1
END
FROM (
	SELECT
		"id",
		(regexp_match("duration", '([0-9]+)[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*[Dd](?:[Aa][Yy][Ss]?)?(?![0-9A-Za-z_])'))[1]::numeric AS "days",
		(regexp_match("duration", '([0-9]+)[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*[Nn](?:[Ii][Gg][Hh][Tt][Ss]?)?(?![0-9A-Za-z_])'))[1]::numeric AS "nights"
	FROM "tour_packages"
) AS "named"
WHERE "named"."id" = "tour_packages"."id";--> statement-breakpoint
ALTER TABLE "tour_packages" ALTER COLUMN "duration_days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_packages" ADD CONSTRAINT "tour_duration_days_positive" CHECK ("tour_packages"."duration_days" >= 1);
