/**
 * The site's palette for emails, which cannot load the site's stylesheet: the same values as the
 * `--color-brand-*` and `--color-accent-*` tokens in src/client/styles.css (a unit test keeps the
 * two equal), plus the greys and dark-mode shades only emails use.
 */
export const BRAND = {
  brand50: "#eef6ff",
  brand100: "#d9ebff",
  brand600: "#1f66b3",
  brand700: "#1a5291",
  brand900: "#1e3a5f",
  accent400: "#f5b942",
} as const;

export const EMAIL_COLORS = {
  text: "#1f2937",
  muted: "#4b5563",
  rule: "#dbe3ee",
  white: "#ffffff",
  /** Dark mode (clients that honour prefers-color-scheme): the page, the card, text and links. */
  darkPage: "#0f1a2a",
  darkCard: "#172639",
  darkText: "#e5edf7",
  darkMuted: "#b4c3d6",
  darkLink: "#8cc2ff",
} as const;

/** The site's font stack, without the web font an email cannot rely on. */
export const EMAIL_FONT = '"Segoe UI", system-ui, -apple-system, "Liberation Sans", Arial, sans-serif';
