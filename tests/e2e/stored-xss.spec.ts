import { randomUUID } from "node:crypto";
import { expect, test } from "./support/fixtures";
import { signInAsOwner } from "./support/owner-sign-in";

/**
 * Script in every field a visitor can write (contact form API, chat API, measurement beacon)
 * stays text on every owner page that shows it: no dialog opens, no payload sets its flag, no
 * injected element appears. The fixtures also fail the test on any CSP violation or console error.
 */
const FLAG = "__storedXss";
const payloads = (tag: string) => ({
  script: `<script>window.${FLAG}=1</script>${tag}`,
  img: `<img src=x onerror="window.${FLAG}=1;alert(1)" data-xss="${tag}">`,
  svg: `<svg/onload=window.${FLAG}=1>`,
  link: `javascript:window.${FLAG}=1`,
});

test("visitor-written script never runs on the owner's pages", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one pass is enough: it is about stored data, not layout");
  // A sign-in and eight page loads, like the inbox's whole-visit test.
  test.setTimeout(60_000);
  const tag = `xss${randomUUID().slice(0, 8)}`;
  const p = payloads(tag);

  const contact = await request.post("/api/contact", {
    data: {
      name: `${p.script.slice(0, 60)}`,
      email: `${tag}@example.com`,
      phone: p.svg,
      message: `Subject: Other\n\n${p.img}\n${p.svg}\n<a href="${p.link}">click</a> ${p.link}\n${tag}`,
    },
  });
  expect(contact.status()).toBe(201);
  const { id: contactId } = (await contact.json()) as { id: string };
  const chat = await request.post("/api/chat/message", {
    data: { message: `${p.img} ${p.script} [book](${p.link}) ${tag}`, conversationId: null, sessionId: `e2e-${tag}` },
  });
  expect(chat.status()).toBe(200);
  const { conversationId } = (await chat.json()) as { conversationId: string };
  const beacon = await request.post("/api/events", {
    data: {
      kind: "pageview",
      path: `/${p.svg.replaceAll(" ", "")}`,
      utmSource: p.img.slice(0, 100),
      utmCampaign: p.link,
      device: "desktop",
    },
  });
  expect(beacon.status()).toBe(204);

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const injected = () =>
    page.evaluate(
      ({ flag }) => ({
        flag: (window as unknown as Record<string, unknown>)[flag] ?? null,
        elements: document.querySelectorAll(
          'main script, main img[src="x"], main img[data-xss], main svg[onload], [onerror], [onload], a[href^="javascript:" i]',
        ).length,
      }),
      { flag: FLAG },
    );

  await signInAsOwner(page, "/admin");
  const visits: [string, RegExp | string][] = [
    ["/admin", /Messages/],
    [`/admin/contacts/${contactId}`, tag],
    ["/admin/chats", /Chats with Dove/],
    [`/admin/chats/${conversationId}`, tag],
    ["/admin/questions", /Questions Dove could not answer/],
    ["/admin/dashboard", /Dashboard/],
    ["/admin/audit", /Audit/],
  ];
  for (const [path, shows] of visits) {
    await page.goto(path);
    await expect(page.locator("main").first(), path).toContainText(shows);
    expect(await injected(), path).toEqual({ flag: null, elements: 0 });
  }
  // The payloads were shown as text where they belong.
  await page.goto(`/admin/contacts/${contactId}`);
  await expect(page.locator("main")).toContainText(`onerror="window.${FLAG}=1`);
  expect(dialogs).toEqual([]);
});
