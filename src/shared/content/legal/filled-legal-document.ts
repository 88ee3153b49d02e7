import { fillFactTokens, type TokenFacts } from "../fact-tokens";
import type { LegalDocument } from "./legal-types";

/**
 * A legal document as a visitor reads it: its copy quotes the business's name, phone, prices and
 * policies as fact tokens, filled here from the revision the page is rendered with.
 */
export function filledLegalDocument(document: LegalDocument, facts: TokenFacts): LegalDocument {
  return {
    ...document,
    intro: fillFactTokens(document.intro, facts, { html: false }),
    sections: document.sections.map((section) => ({
      ...section,
      bodyHtml: fillFactTokens(section.bodyHtml, facts, { html: true }),
    })),
  };
}
