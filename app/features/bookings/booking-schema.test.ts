import { describe, expect, it } from "vitest";
import { addDays, formatTravelDate, todayInIndia } from "~/lib/dates";
import { bookingErrorMessage, bookingInputSchema, bookingMessages } from "./booking-schema";

const valid = {
  package_id: "3F2504E0-4F89-41D3-9A0C-0305E82C3301",
  customer_name: "  Asha Verma ",
  customer_email: "Asha@Example.COM",
  customer_phone: "+91 (98765) 43210",
  travel_date: addDays(todayInIndia(), 10),
  number_of_travelers: 2,
  total_amount: 5,
};

describe("bookingInputSchema", () => {
  it("normalises the fields, defaults to triple sharing and drops the client's total", () => {
    const input = bookingInputSchema.parse(valid);
    expect(input).toEqual({
      package_id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
      customer_name: "Asha Verma",
      customer_email: "asha@example.com",
      customer_phone: "+919876543210",
      special_requests: "",
      travel_date: valid.travel_date,
      number_of_travelers: 2,
      number_of_children: 0,
      number_of_seniors: 0,
      sharing: "triple",
    });
  });

  it("takes children among the travellers (at least one adult) and a promo code in any case", () => {
    const input = bookingInputSchema.parse({ ...valid, number_of_children: "1", promo_code: " monsoon25 " });
    expect(input).toMatchObject({ number_of_travelers: 2, number_of_children: 1, promo_code: "MONSOON25" });
    expect(bookingInputSchema.parse({ ...valid, promo_code: "" }).promo_code).toBeUndefined();
    const allChildren = bookingInputSchema.safeParse({ ...valid, number_of_children: 2 });
    expect(allChildren.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["number_of_children", bookingMessages.oneAdult],
    ]);
  });

  it("takes a fixed departure instead of a travel date, and asks for one of the two", () => {
    const { travel_date: _date, ...onDeparture } = valid;
    const departure = "9B2504E0-4F89-41D3-9A0C-0305E82C3301";
    const parsed = bookingInputSchema.parse({ ...onDeparture, departure_id: departure });
    expect(parsed.departure_id).toBe(departure.toLowerCase());
    expect(parsed.travel_date).toBeUndefined();
    const neither = bookingInputSchema.safeParse({ ...onDeparture, departure_id: "" });
    expect(neither.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["travel_date", "Please choose your travel date"],
    ]);
    expect(bookingInputSchema.safeParse({ ...onDeparture, departure_id: "not-an-id" }).success).toBe(false);
    expect(bookingErrorMessage({ ...onDeparture, departure_id: departure })).not.toBe(
      "Please fill in all required fields",
    );
    expect(bookingErrorMessage(onDeparture)).toBe("Please fill in all required fields");
  });

  it("takes the traveller count as a form string, and refuses anything but a whole number >= 1", () => {
    expect(bookingInputSchema.parse({ ...valid, number_of_travelers: "4" }).number_of_travelers).toBe(4);
    for (const bad of [0, "0", -1, 2.5, "2.5", "", true]) {
      expect(bookingInputSchema.safeParse({ ...valid, number_of_travelers: bad }).success, String(bad)).toBe(
        false,
      );
    }
  });

  it("takes travel dates from today (India) on, as calendar dates", () => {
    expect(bookingInputSchema.safeParse({ ...valid, travel_date: todayInIndia() }).success).toBe(true);
    for (const bad of [
      addDays(todayInIndia(), -1),
      "2031-02-29",
      "2030-13-01",
      "tomorrow",
      addDays(todayInIndia(), 800),
    ]) {
      expect(bookingInputSchema.safeParse({ ...valid, travel_date: bad }).success, bad).toBe(false);
    }
  });

  it("rejects control characters in the name and a short phone number", () => {
    expect(bookingInputSchema.safeParse({ ...valid, customer_name: "A\nBcc: x@y.z" }).success).toBe(false);
    expect(bookingInputSchema.safeParse({ ...valid, customer_phone: "12345" }).success).toBe(false);
  });
});

describe("booking helpers", () => {
  it("knows today in India regardless of the server's zone", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India
    expect(todayInIndia(new Date("2025-12-31T20:00:00Z"))).toBe("2026-01-01");
    expect(todayInIndia(new Date("2025-12-31T18:00:00Z"))).toBe("2025-12-31");
  });

  it("adds days across month ends and formats dates in Indian English without a shift", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(formatTravelDate("2026-05-01")).toBe("1 May 2026");
  });

  it("says 'Please fill in all required fields' only when one is missing", () => {
    expect(bookingErrorMessage({ ...valid, customer_phone: " " })).toBe("Please fill in all required fields");
    expect(bookingErrorMessage({ ...valid, customer_email: "nope" })).toBe(
      "Please check the highlighted fields",
    );
  });
});
