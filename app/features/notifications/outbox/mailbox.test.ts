import { describe, expect, it } from "vitest";
import { mailboxOf } from "./mailbox";

describe("mailboxOf", () => {
  it("reads every spelling of one inbox as one mailbox", () => {
    for (const address of ["Victim@Example.com", "victim+1@example.com", "VICTIM+a+b@example.com"]) {
      expect(mailboxOf(address)).toEqual({ mailbox: "victim@example.com", domain: "example.com" });
    }
    for (const address of ["v.i.c.t.i.m@gmail.com", "victim+x@googlemail.com", "Vic.Tim@GMail.com"]) {
      expect(mailboxOf(address)).toEqual({ mailbox: "victim@gmail.com", domain: "gmail.com" });
    }
  });

  it("keeps dots where they make a different inbox", () => {
    expect(mailboxOf("a.b@example.com").mailbox).toBe("a.b@example.com");
    expect(mailboxOf("a.b@example.com").mailbox).not.toBe(mailboxOf("ab@example.com").mailbox);
  });
});
