import { BRAND, EMAIL_COLORS } from "../brand";

/** Inline styles shared by the templates (email clients drop most style sheets). */
export const styles = {
  paragraph: { margin: "0 0 16px", fontSize: "16px", lineHeight: "24px", color: EMAIL_COLORS.text },
  small: { margin: "0 0 12px", fontSize: "14px", lineHeight: "20px", color: EMAIL_COLORS.muted },
  link: { color: BRAND.brand700, fontWeight: 600, textDecoration: "underline" },
} as const;
