/** Shape shared by the privacy policy and the terms of service. */
export interface LegalSection {
  /** Kebab-case anchor id, stable across edits. */
  id: string;
  title: string;
  /** Trusted HTML written in this repository (<p>, <ul>, <li>, <strong>, <a>). */
  bodyHtml: string;
}

export interface LegalDocument {
  title: string;
  /** Long-format date, e.g. "January 1, 2025". */
  effectiveDate: string;
  lastUpdated: string;
  /** Plain-text lead paragraph shown under the title. */
  intro: string;
  sections: readonly LegalSection[];
}
