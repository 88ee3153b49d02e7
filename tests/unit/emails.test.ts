import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ParsedMail, simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { beforeAll, describe, expect, it } from "vitest";
import { visitorEmail } from "#server/bookings/booking-emails";
import { BRAND } from "#server/email/brand";
import { contactEmail } from "#server/notify/contact-email";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import {
  HOSTILE,
  SAMPLE_MANAGE_TOKEN,
  SAMPLE_SENDER,
  SAMPLE_SITE,
  type SampleEmail,
  sampleBooking,
  sampleEmails,
} from "../support/email-samples";

/** The raw message nodemailer would hand the mail server (no SMTP), read back by a MIME parser. */
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
async function sentAndParsed(message: Mail.Options): Promise<{ raw: string; parsed: ParsedMail }> {
  const { message: raw } = (await transport.sendMail(message)) as { message: Buffer };
  return { raw: raw.toString("utf8"), parsed: await simpleParser(raw) };
}

let samples: (SampleEmail & { raw: string; parsed: ParsedMail })[];
beforeAll(async () => {
  samples = await Promise.all(
    (await sampleEmails()).map(async (sample) => ({ ...sample, ...(await sentAndParsed(sample.message)) })),
  );
});

const KINDS = [
  "visitor-booked",
  "visitor-rescheduled",
  "visitor-cancelled",
  "visitor-reminder",
  "owner-booked",
  "owner-rescheduled",
  "owner-cancelled",
  "owner-contact",
  "visitor-reply",
];

describe("every email the site sends", () => {
  it("is one of each kind", () => {
    expect(samples.map((sample) => sample.kind)).toEqual(KINDS);
  });

  it.each(KINDS)(
    "%s: a text part and an HTML part of the same message, the subject, and its main link in both",
    (kind) => {
      const { raw, parsed, message, mainLink } = samples.find((sample) => sample.kind === kind)!;
      expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.text?.trimEnd()).toBe(message.text);
      expect(parsed.html).toBeTruthy();
      expect(parsed.html).toMatch(/^<!DOCTYPE html><html dir="ltr" lang="en">/);
      // The business's name heads it and its phone closes it.
      expect(parsed.html).toContain(`${DEFAULT_SITE_FACTS.business.name}</p>`);
      expect(parsed.html).toContain(`href="${DEFAULT_SITE_FACTS.business.phone.href}"`);
      if (mainLink) {
        expect(parsed.text).toContain(mainLink);
        expect(parsed.html).toContain(`href="${mainLink}"`);
      } else {
        // The reminder is sent without the private link (it is not stored in the clear).
        expect(`${parsed.text}${parsed.html}`).not.toContain("/booking/manage/");
      }
    },
  );

  it.each(KINDS)("%s: shows what the visitor typed as text, never as markup", (kind) => {
    const { parsed } = samples.find((sample) => sample.kind === kind)!;
    const html = parsed.html as string;
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    const escaped = HOSTILE.replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;");
    expect(html).toContain(escaped);
  });

  it("never names the visitor in the visitor's emails, in either part; the owner's name them", () => {
    for (const { kind, parsed } of samples) {
      const shown = `${parsed.subject}\n${parsed.text}\n${parsed.html as string}\n${parsed.headers.get("to") ? JSON.stringify(parsed.to) : ""}`;
      if (kind.startsWith("visitor")) expect(shown, kind).not.toMatch(/\bPat\b/);
      else expect(shown, kind).toMatch(/\b(Pat|Dana)\b/);
    }
  });

  it("keeps the calendar invite attached to the visitor's booking, change and cancellation (not the reminder)", () => {
    for (const { kind, parsed, invite } of samples) {
      const calendar = parsed.attachments.filter((attachment) => attachment.contentType === "text/calendar");
      const file = parsed.attachments.filter((attachment) => attachment.filename === "walkthrough.ics");
      expect(calendar.length + file.length, kind).toBe(invite ? 2 : 0);
      if (!invite) continue;
      const ics = file[0]!.content.toString("utf8");
      expect(ics, kind).toContain(kind === "visitor-cancelled" ? "METHOD:CANCEL" : "METHOD:REQUEST");
      expect(ics, kind).toContain("UID:");
    }
  });

  it("takes the business's details as a parameter: a published revision's name, phone and notice reach both parts", async () => {
    const facts: SiteFacts = {
      ...DEFAULT_SITE_FACTS,
      business: {
        ...DEFAULT_SITE_FACTS.business,
        name: "Wren Home Care",
        email: "hi@wren.example.com",
        phone: { display: "(720) 555-0199", href: "tel:+17205550199" },
        addressText: "Serving Boulder County",
      },
      policies: { ...DEFAULT_SITE_FACTS.policies, cancellationNoticeHours: 36 },
    };
    const options = { siteUrl: SAMPLE_SITE, ownerEmail: SAMPLE_SENDER, facts };
    const visitor = await sentAndParsed(await visitorEmail(sampleBooking(), "booked", SAMPLE_MANAGE_TOKEN, options));
    const contact = await sentAndParsed(
      await contactEmail(
        {
          id: "c1",
          name: "Dana",
          email: "d@example.com",
          phone: null,
          address: null,
          message: "Hi",
          createdAt: new Date(),
          estimateReference: null,
        },
        { to: SAMPLE_SENDER, siteUrl: SAMPLE_SITE, facts },
      ),
    );
    for (const { parsed } of [visitor, contact]) {
      const both = `${parsed.text}\n${parsed.html as string}\n${JSON.stringify(parsed.from)}`;
      expect(both).toContain("Wren Home Care");
      expect(both).not.toContain(DEFAULT_SITE_FACTS.business.name);
    }
    for (const part of [visitor.parsed.text!, visitor.parsed.html as string]) {
      expect(part).toContain("(720) 555-0199");
      expect(part).toContain("36 hours");
    }
    expect(visitor.parsed.html).toContain("Serving Boulder County");
    expect(visitor.parsed.replyTo?.text).toBe("hi@wren.example.com");
  });

  it("uses the site's brand colours (the same values as the stylesheet's tokens)", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, "../../src/client/styles.css"), "utf8");
    for (const [key, value] of Object.entries(BRAND)) {
      const token = `--color-${key.replace(/(\d+)$/, "-$1")}`;
      expect(new RegExp(`${token}: (#[0-9a-f]{6});`).exec(css)?.[1], token).toBe(value);
    }
    const header = samples[0]!.parsed.html as string;
    expect(header).toContain(`background-color:${BRAND.brand900}`);
    expect(header).toContain(`background-color:${BRAND.brand600}`);
  });

  it("passes the Nu Html Checker with no errors, one email of each kind in one run", { timeout: 120_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bluebird-emails-"));
    try {
      const files = samples.map(({ kind, parsed }) => {
        const file = path.join(dir, `${kind}.html`);
        writeFileSync(file, parsed.html as string);
        return file;
      });
      const jar = path.join(
        path.dirname(fileURLToPath(import.meta.resolve("vnu-jar/package.json"))),
        "build/dist/vnu.jar",
      );
      const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
      expect(run.error, "the checker needs Java (Debian: apt-get install default-jre-headless)").toBeUndefined();
      const { messages } = JSON.parse(run.stderr) as { messages: { type: string; url: string; message: string }[] };
      expect(messages.map((message) => `${path.basename(message.url)}: ${message.message}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
