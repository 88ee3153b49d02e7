import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ParsedMail, simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { beforeAll, describe, expect, it } from "vitest";
import { ownerLinkEmail } from "#server/admin/owner-link-emails";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { HOSTILE, SAMPLE_MANAGE_TOKEN, SAMPLE_SENDER, SAMPLE_SITE } from "../support/email-samples";

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
const options = { siteUrl: SAMPLE_SITE, from: SAMPLE_SENDER, facts: DEFAULT_SITE_FACTS };
const business = DEFAULT_SITE_FACTS.business.name;

let invite: ParsedMail;
let reset: ParsedMail;
beforeAll(async () => {
  const parsed = async (kind: "invite" | "reset", invitedBy: string | null) => {
    const message = await ownerLinkEmail(
      {
        kind,
        id: "0b6b8f7e-4d5c-4e1a-9f3b-2c1d0e9f8a7b",
        token: SAMPLE_MANAGE_TOKEN,
        to: "sam@example.com",
        invitedBy,
      },
      options,
    );
    const { message: raw } = (await transport.sendMail(message)) as { message: Buffer };
    return simpleParser(raw);
  };
  [invite, reset] = await Promise.all([parsed("invite", `Pat ${HOSTILE}`), parsed("reset", null)]);
});

describe("the owners' one-time link emails", () => {
  it("invite: from the site's sender to the invitee, the link in both parts, how long it works", () => {
    const link = `${SAMPLE_SITE}/admin/invite/${SAMPLE_MANAGE_TOKEN}`;
    expect(invite.subject).toBe(`Invitation: become an owner of the ${business} website`);
    expect(invite.from?.text).toBe(`"${business}" <${SAMPLE_SENDER}>`);
    expect(invite.to && "text" in invite.to ? invite.to.text : "").toBe("sam@example.com");
    expect(invite.text).toContain(`Accept the invite: ${link}`);
    expect(invite.html).toContain(`href="${link}"`);
    expect(invite.text).toContain("The link works once, for 72 hours.");
    expect(invite.html).toContain("The link works once, for 72 hours.");
  });

  it("invite: the inviting owner's name is text, never markup", () => {
    const html = invite.html as string;
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(invite.text).toContain(`Pat ${HOSTILE} invited you`);
  });

  it("reset: the link for an hour, and what to do when it was not asked for", () => {
    const link = `${SAMPLE_SITE}/admin/reset-password/${SAMPLE_MANAGE_TOKEN}`;
    expect(reset.subject).toBe(`Reset your ${business} password`);
    expect(reset.text).toContain(`Choose a new password: ${link}`);
    expect(reset.html).toContain(`href="${link}"`);
    expect(reset.text).toContain("The link works once, for 1 hour.");
    expect(reset.text).toContain("Didn't ask for it? Ignore this email: your password stays as it is.");
    expect(`${reset.text}${reset.html as string}`).not.toMatch(/SMTP|NOTIFY_EMAIL|ADMIN_/);
  });

  it("passes the Nu Html Checker with no errors", { timeout: 120_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bluebird-owner-emails-"));
    try {
      const files = [
        ["invite", invite],
        ["reset", reset],
      ].map(([kind, mail]) => {
        const file = path.join(dir, `${kind as string}.html`);
        writeFileSync(file, (mail as ParsedMail).html as string);
        return file;
      });
      const jar = path.join(
        path.dirname(fileURLToPath(import.meta.resolve("vnu-jar/package.json"))),
        "build/dist/vnu.jar",
      );
      const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
      expect(run.error, "the checker needs Java (Debian: apt-get install default-jre-headless)").toBeUndefined();
      const { messages } = JSON.parse(run.stderr) as { messages: { url: string; message: string }[] };
      expect(messages.map((message) => `${path.basename(message.url)}: ${message.message}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
