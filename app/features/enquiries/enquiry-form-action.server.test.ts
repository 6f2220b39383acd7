import { describe, expect, it } from "vitest";
import type { AppContext } from "~/lib/app-context";
import { logTo } from "~/lib/logger.server";
import { handleEnquiryForm } from "./enquiry-form-action.server";
import { contactMessageSchema, messages } from "./enquiry-schema";

/** A database that must not be touched: any use throws. */
const untouchable = new Proxy(
  {},
  {
    get() {
      throw new Error("the database must not be used");
    },
  },
);

function contextWith(db: unknown): AppContext {
  return { db, config: { AGENCY_EMAIL: "agency@example.test" } } as unknown as AppContext;
}

function post(fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  return new Request("http://localhost/contact", { method: "POST", body });
}

const contactForm = {
  schema: contactMessageSchema,
  submission: (data: ReturnType<typeof contactMessageSchema.parse>) => ({ kind: "contact" as const, data }),
  fields: ["name", "email", "phone", "subject", "message"],
  success: messages.contact,
  invalidMessage: () => "Please fill in all required fields",
  failure: "Failed to send message. Please try again.",
};

const valid = { name: "Asha", email: "asha@example.test", phone: "", subject: "Feedback", message: "Hello" };

describe("handleEnquiryForm", () => {
  it("answers a filled honeypot like a success and stores nothing", async () => {
    const answer = await handleEnquiryForm(
      post({ ...valid, website: "spam.example" }),
      contextWith(untouchable),
      contactForm,
    );
    expect(answer.data).toEqual({ status: "success", message: "Message sent successfully!" });
    expect(answer.init?.status ?? 200).toBe(200);
  });

  it("refuses bad input with 400, a message per field and what was typed", async () => {
    const typed = { ...valid, name: "", phone: "12" };
    const answer = await handleEnquiryForm(post(typed), contextWith(untouchable), contactForm);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "invalid",
      message: "Please fill in all required fields",
      errors: { name: "Please enter your name", phone: "Please enter a valid mobile number (10-12 digits)" },
      values: typed,
    });
  });

  it("answers a failure of ours with 500 and the form's own message, keeping the input", async () => {
    const lines: Record<string, unknown>[] = [];
    const restore = logTo({ write: (chunk: string) => void lines.push(JSON.parse(chunk)) });
    const broken = {
      transaction: () => Promise.reject(new Error("disk on fire")),
      insert: () => {
        throw new Error("disk on fire");
      },
    };
    const answer = await handleEnquiryForm(post(valid), contextWith(broken), contactForm);
    expect(answer.init?.status).toBe(500);
    expect(answer.data).toEqual({
      status: "error",
      message: "Failed to send message. Please try again.",
      values: valid,
    });
    restore();
    expect(lines).toEqual([expect.objectContaining({ level: "error", msg: "lead form failed" })]);
  });
});
