import type { CSSProperties, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { telLink, whatsappLink } from "~/lib/whatsapp";
import type { AgencyContact } from "./agency-contact.server";
import type { EmailBlock, EmailContent } from "./email-content";
import type { OutgoingEmail } from "../outbox/outbox-service.server";

/**
 * One layout for every email: inline styles and a single 600 px column (mail apps ignore
 * stylesheets and media queries often enough), which narrows to a phone's width by itself.
 * React escapes every value, so a visitor's "<b>" arrives as text.
 */
const BRAND = "#0f766e";
const INK = "#0f172a";
const MUTED = "#475569";
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** A path of the site becomes an absolute link from SITE_URL; full links stay as they are. */
export function absoluteLink(siteUrl: string, href: string): string {
  if (/^(https?:|tel:|mailto:|upi:)/i.test(href)) return href;
  return new URL(href, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

const paragraph: CSSProperties = { margin: "0 0 16px", fontSize: 16, lineHeight: "24px", color: INK };

function Block({ block, siteUrl }: { block: EmailBlock; siteUrl: string }) {
  switch (block.kind) {
    case "paragraph":
      return <p style={paragraph}>{block.text}</p>;
    case "heading":
      return (
        <h2 style={{ margin: "24px 0 8px", fontSize: 18, lineHeight: "26px", color: INK }}>{block.text}</h2>
      );
    case "list":
      return (
        <ul style={{ margin: "0 0 16px", paddingLeft: 20, color: INK, fontSize: 16, lineHeight: "24px" }}>
          {block.items.map((item, i) => (
            <li key={i} style={{ marginBottom: 6 }}>
              {item}
            </li>
          ))}
        </ul>
      );
    case "link-list":
      return (
        <ul style={{ margin: "0 0 16px", paddingLeft: 20, color: INK, fontSize: 16, lineHeight: "24px" }}>
          {block.items.map((item, i) => (
            <li key={i} style={{ marginBottom: 6 }}>
              {item.text}
              {item.link && (
                <>
                  {" · "}
                  <a href={absoluteLink(siteUrl, item.link.href)} style={{ color: BRAND, fontWeight: 600 }}>
                    {item.link.label}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      );
    case "footnote":
      return (
        <p style={{ margin: "24px 0 0", fontSize: 13, lineHeight: "20px", color: MUTED }}>
          {block.text}{" "}
          <a href={absoluteLink(siteUrl, block.link.href)} style={{ color: MUTED }}>
            {block.link.label}
          </a>
        </p>
      );
    case "details":
      return (
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ margin: "0 0 16px", borderCollapse: "collapse", fontSize: 15, lineHeight: "22px" }}
        >
          <tbody>
            {block.rows.map(([label, value], i) => (
              <tr key={i} style={{ borderBottom: "1px solid #e2e8f0" }}>
                <th
                  scope="row"
                  align="left"
                  style={{
                    padding: "8px 12px 8px 0",
                    color: MUTED,
                    fontWeight: 600,
                    width: "38%",
                    verticalAlign: "top",
                  }}
                >
                  {label}
                </th>
                <td style={{ padding: "8px 0", color: INK, whiteSpace: "pre-line", wordBreak: "break-word" }}>
                  {value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "image":
      return (
        <p style={{ margin: "0 0 16px" }}>
          <img
            src={block.src}
            alt={block.alt}
            width={block.width}
            height={block.width}
            style={{ display: "block" }}
          />
        </p>
      );
    case "button":
      return (
        <p style={{ margin: "8px 0 20px" }}>
          <a
            href={absoluteLink(siteUrl, block.href)}
            style={{
              display: "inline-block",
              background: BRAND,
              color: "#ffffff",
              padding: "12px 20px",
              borderRadius: 8,
              fontWeight: 600,
              fontSize: 16,
              textDecoration: "none",
            }}
          >
            {block.label}
          </a>
        </p>
      );
  }
}

function Contacts({ agency }: { agency: AgencyContact }) {
  const link: CSSProperties = { color: BRAND, fontWeight: 600 };
  return (
    <p style={{ ...paragraph, margin: "24px 0 0" }}>
      Questions? Call{" "}
      <a href={telLink(agency.phone)} style={link}>
        {agency.phone}
      </a>{" "}
      or message us on{" "}
      <a href={whatsappLink(agency.whatsapp)} style={link}>
        WhatsApp
      </a>
      .
    </p>
  );
}

function Layout({
  content,
  agency,
  children,
}: {
  content: EmailContent;
  agency: AgencyContact;
  children: ReactNode;
}) {
  return (
    <html lang="en-IN">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.heading}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: "#f1f5f9", fontFamily: FONT }}>
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>{content.preheader}</div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: "#f1f5f9" }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "16px 8px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, background: "#ffffff", borderRadius: 12, overflow: "hidden" }}
                >
                  <tbody>
                    <tr>
                      <td style={{ background: BRAND, padding: "16px 24px" }}>
                        <a
                          href={absoluteLink(agency.siteUrl, "/")}
                          style={{ color: "#ffffff", fontSize: 20, fontWeight: 700, textDecoration: "none" }}
                        >
                          {agency.name}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "24px", fontFamily: FONT }}>
                        <h1 style={{ margin: "0 0 16px", fontSize: 22, lineHeight: "30px", color: INK }}>
                          {content.heading}
                        </h1>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 24px",
                          background: "#f8fafc",
                          color: MUTED,
                          fontSize: 13,
                          lineHeight: "20px",
                        }}
                      >
                        {agency.name} · {agency.address}
                        <br />
                        <a href={`mailto:${agency.email}`} style={{ color: MUTED }}>
                          {agency.email}
                        </a>{" "}
                        ·{" "}
                        <a href={absoluteLink(agency.siteUrl, "/")} style={{ color: MUTED }}>
                          {new URL(agency.siteUrl).host}
                        </a>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function renderEmailHtml(content: EmailContent, agency: AgencyContact): string {
  const body = (
    <Layout content={content} agency={agency}>
      {content.blocks
        .filter((block) => block.kind !== "footnote")
        .map((block, i) => (
          <Block key={i} block={block} siteUrl={agency.siteUrl} />
        ))}
      {content.audience === "customer" && <Contacts agency={agency} />}
      {/* small print (how to stop these emails) closes the message, after how to reach us */}
      {content.blocks
        .filter((block) => block.kind === "footnote")
        .map((block, i) => (
          <Block key={`note-${i}`} block={block} siteUrl={agency.siteUrl} />
        ))}
    </Layout>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(body)}`;
}

/** The same content as plain text, for mail apps that show no HTML. */
function renderEmailText(content: EmailContent, agency: AgencyContact): string {
  const parts: string[] = [content.heading, "=".repeat(Math.min(content.heading.length, 60))];
  const notes = content.blocks.filter((block) => block.kind === "footnote");
  for (const block of content.blocks) {
    switch (block.kind) {
      case "paragraph":
        parts.push(block.text);
        break;
      case "heading":
        parts.push(`${block.text}\n${"-".repeat(Math.min(block.text.length, 60))}`);
        break;
      case "list":
        parts.push(block.items.map((item) => `- ${item}`).join("\n"));
        break;
      case "link-list":
        parts.push(
          block.items
            .map((item) =>
              item.link
                ? `- ${item.text} (${item.link.label}: ${absoluteLink(agency.siteUrl, item.link.href)})`
                : `- ${item.text}`,
            )
            .join("\n"),
        );
        break;
      case "footnote":
        break;
      case "details":
        parts.push(block.rows.map(([label, value]) => `${label}: ${value}`).join("\n"));
        break;
      case "button":
        parts.push(`${block.label}: ${absoluteLink(agency.siteUrl, block.href)}`);
        break;
      case "image":
        break;
    }
  }
  if (content.audience === "customer") {
    parts.push(`Questions? Call ${agency.phone} or message us on WhatsApp: ${whatsappLink(agency.whatsapp)}`);
  }
  for (const note of notes) {
    parts.push(`${note.text} ${note.link.label}: ${absoluteLink(agency.siteUrl, note.link.href)}`);
  }
  parts.push(`--\n${agency.name}\n${agency.address}\n${agency.email} · ${agency.siteUrl}`);
  return `${parts.join("\n\n")}\n`;
}

/** An email ready for the outbox: both parts from the one content. */
export function composeEmail(
  agency: AgencyContact,
  email: { to: string; subject: string; event: string; content: EmailContent },
): OutgoingEmail {
  return {
    to: email.to,
    subject: email.subject,
    event: email.event,
    text: renderEmailText(email.content, agency),
    html: renderEmailHtml(email.content, agency),
    // the agency's own notices are never capped per recipient: every lead must reach a person
    toStaff: email.content.audience === "staff",
  };
}

type LetterParts = Omit<EmailContent, "audience"> & { subject: string; event: string };

/**
 * An email to a traveller or shopper: to their address, opened with "Dear <name>,", the agency's
 * name closing the subject, and the agency's phone and WhatsApp at the foot.
 */
export function composeCustomerEmail(
  agency: AgencyContact,
  to: { name: string; email: string },
  { subject, event, preheader, heading, blocks }: LetterParts,
): OutgoingEmail {
  return composeEmail(agency, {
    to: to.email,
    subject: `${subject} – ${agency.name}`,
    event,
    content: {
      audience: "customer",
      preheader,
      heading,
      blocks: [{ kind: "paragraph", text: `Dear ${to.name},` }, ...blocks],
    },
  });
}

/** A notice to the agency's own inbox, never capped per recipient. */
export function composeStaffNotice(
  agency: AgencyContact,
  { subject, event, preheader, heading, blocks }: LetterParts,
): OutgoingEmail {
  return composeEmail(agency, {
    to: agency.email,
    subject,
    event,
    content: { audience: "staff", preheader, heading, blocks },
  });
}
