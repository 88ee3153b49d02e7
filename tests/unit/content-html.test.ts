import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "#server/content/sanitize-html";
import { cityFaqs } from "#shared/areas/city-faqs";
import { BLOG_POSTS } from "#shared/content/blog/posts";
import { deepVsStandardGuide } from "#shared/content/deep-vs-standard-guide";
import { deepCleanPage } from "#shared/content/landing-pages/deep-clean-douglas-county";
import { moveInOutPage } from "#shared/content/landing-pages/move-in-out-cleaning-douglas-county";
import { recurringPage } from "#shared/content/landing-pages/recurring-cleaning-douglas-county";
import { residentialCleaningPage } from "#shared/content/landing-pages/residential-cleaning";
import { filledLegalDocument } from "#shared/content/legal/filled-legal-document";
import { PRIVACY_POLICY_DOCUMENT } from "#shared/content/legal/privacy";
import { TERMS_DOCUMENT } from "#shared/content/legal/terms";
import { SERVICE_KEYS } from "#shared/catalog/services";
import { servicePage } from "#shared/content/service-pages";
import { SHIPPED_CORE_FACTS, SHIPPED_FACTS, SHIPPED_FAQS } from "../support/site-facts";

/** Every piece of HTML in src/shared that a page renders as markup. */
const CONTENT_HTML: [string, string][] = [
  ...[...SHIPPED_FAQS, ...deepVsStandardGuide(SHIPPED_CORE_FACTS).faqs].map(
    (faq) => [faq.question, faq.answerHtml] as [string, string],
  ),
  ...[
    deepCleanPage(SHIPPED_CORE_FACTS),
    moveInOutPage(SHIPPED_CORE_FACTS),
    recurringPage(SHIPPED_CORE_FACTS),
    residentialCleaningPage(SHIPPED_CORE_FACTS),
    ...SERVICE_KEYS.map((key) => servicePage(key, SHIPPED_CORE_FACTS)),
  ].flatMap((page) => page.faqs.map((faq) => [faq.question, faq.answerHtml] as [string, string])),
  ...SHIPPED_FACTS.serviceAreas.flatMap((area) =>
    cityFaqs(area.city, SHIPPED_CORE_FACTS, area.details).map(
      (faq) => [faq.question, faq.answerHtml] as [string, string],
    ),
  ),
  // As a visitor reads them: filled with the facts (their tokens are no markup).
  ...[PRIVACY_POLICY_DOCUMENT, TERMS_DOCUMENT]
    .flatMap((document) => filledLegalDocument(document, SHIPPED_FACTS).sections)
    .map((section) => [section.title, section.bodyHtml] as [string, string]),
  ...BLOG_POSTS.flatMap((post) => (post.bodyHtml ? [[post.slug, post.bodyHtml] as [string, string]] : [])),
];

describe("content HTML and the server's sanitiser", () => {
  it("strips scripts, event handlers, javascript: links and images, styles and frames", () => {
    const hostile = `<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><img src="javascript:alert(1)"><iframe src="https://evil.example"></iframe><style>body{}</style><a href="//evil.example/x">y</a>`;
    const clean = sanitizeContentHtml(hostile);
    // Posts may show images (the blog editor's), never with a script in them.
    expect(clean).toBe('<p>Hi</p><a>x</a><img src="x" /><img /><a>y</a>');
  });

  it("keeps the markup the content uses: headings, lists, emphasis and links", () => {
    const html = `<h2>Title</h2><p>A <strong>bold</strong> <em>move</em>, see <a href="/pricing">pricing</a> or <a href="mailto:a@b.example">mail</a>.</p><ul><li>one</li></ul><ol><li>two</li></ol>`;
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it.each(CONTENT_HTML)("the bundled copy of %s is already in its sanitised form", (_name, html) => {
    expect(sanitizeContentHtml(html)).toBe(html);
  });
});
