-- The last line of defence against overbooking a departure, whoever writes: the booking service
-- checks first under a row lock and answers 409 with a clear message; these triggers refuse
-- whatever slips past it (another code path, an operator's SQL). Pending and confirmed bookings
-- hold seats (app/features/bookings/booking-enums.ts, seatHoldingBookingStatuses).
CREATE FUNCTION "departure_seats_held"(departure uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT COALESCE(SUM("number_of_travelers"), 0)::integer FROM "bookings"
  WHERE "departure_id" = departure AND "status" IN ('pending', 'confirmed')
$$;--> statement-breakpoint
CREATE FUNCTION "guard_departure_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  capacity integer;
BEGIN
  IF NEW."departure_id" IS NULL OR NEW."status" NOT IN ('pending', 'confirmed') THEN
    RETURN NULL;
  END IF;
  -- the lock serialises concurrent writers of one departure; the count then sees every commit
  SELECT "seats" INTO capacity FROM "tour_departures" WHERE "id" = NEW."departure_id" FOR UPDATE;
  IF "departure_seats_held"(NEW."departure_id") > capacity THEN
    RAISE EXCEPTION 'departure % would hold more than its % seats', NEW."departure_id", capacity
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_departure_seats"
  AFTER INSERT OR UPDATE OF "status", "number_of_travelers", "departure_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "guard_departure_bookings"();--> statement-breakpoint
CREATE FUNCTION "guard_departure_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."seats" < "departure_seats_held"(NEW."id") THEN
    RAISE EXCEPTION 'departure % holds more than % seats', NEW."id", NEW."seats"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tour_departures_seats"
  BEFORE UPDATE OF "seats" ON "tour_departures"
  FOR EACH ROW WHEN (NEW."seats" < OLD."seats") EXECUTE FUNCTION "guard_departure_seats"();
