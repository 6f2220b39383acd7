import { describe, expect, it } from "vitest";
import { staffInviteEmail } from "./staff-emails.server";

const agency = {
  name: "Safarnama Travels",
  email: "hello@safarnama.example",
  phone: "+91 98765 43210",
  whatsapp: "919876543210",
  address: "221 Demo Lane, Connaught Place, New Delhi 110001",
  siteUrl: "http://localhost:3000",
};

describe("the staff invitation", () => {
  it("names the agency with its possessive written once, as the site writes it (issue 38)", () => {
    const email = staffInviteEmail("meera@example.com", "meera", "agent", "http://localhost:3000/x", agency);
    expect(email.subject).toBe("You are invited to Safarnama Travels' admin");
    expect(email.text).toContain("Join Safarnama Travels' admin");
    expect(email.html).not.toContain("Travels's");
  });
});
