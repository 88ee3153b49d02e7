import { Link, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { BRAND, EMAIL_COLORS } from "../brand";
import { styles } from "./email-styles";

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text className={muted ? "bb-muted" : "bb-text"} style={muted ? styles.small : styles.paragraph}>
      {children}
    </Text>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="bb-link" href={href} style={styles.link}>
      {children}
    </Link>
  );
}

/** The business's phone, kept on one line (a number broken at its dash reads as two). */
export function PhoneLink({ phone }: { phone: { display: string; href: string } }) {
  return (
    <Link className="bb-link" href={phone.href} style={{ ...styles.link, whiteSpace: "nowrap" }}>
      {phone.display}
    </Link>
  );
}

/**
 * The main link as a button. The colour sits on the table cell and the padding on the link, the
 * form Outlook on Windows (which ignores a link's padding and background) still shows as a button.
 */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: "8px 0 20px", borderCollapse: "separate" }}
    >
      <tbody>
        <tr>
          <td style={{ backgroundColor: BRAND.brand600, borderRadius: "8px" }}>
            <a
              href={href}
              style={{
                display: "inline-block",
                padding: "14px 24px",
                fontSize: "16px",
                lineHeight: "20px",
                fontWeight: 700,
                color: EMAIL_COLORS.white,
                textDecoration: "none",
                borderRadius: "8px",
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** A long link written out under its button, for clients that show no buttons (or to copy). */
export function LinkFallback({ href }: { href: string }) {
  return (
    <Text className="bb-muted" style={styles.small}>
      If the button does not work, copy this link into your browser:{" "}
      <Link className="bb-link" href={href} style={{ ...styles.link, fontWeight: 400, wordBreak: "break-all" }}>
        {href}
      </Link>
    </Text>
  );
}

export type DetailRow = readonly [label: string, value: ReactNode];

/** The facts of the email (time, address, reference…) as a two-column table, labels on the left. */
export function DetailsTable({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <table
      className="bb-text"
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: "100%", margin: "4px 0 20px", borderCollapse: "collapse" }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th
              scope="row"
              className="bb-muted bb-rule"
              style={{
                width: "32%",
                padding: "10px 12px 10px 0",
                borderTop: `1px solid ${EMAIL_COLORS.rule}`,
                textAlign: "left",
                verticalAlign: "top",
                fontSize: "14px",
                lineHeight: "22px",
                fontWeight: 600,
                color: EMAIL_COLORS.muted,
              }}
            >
              {label}
            </th>
            <td
              className="bb-text bb-rule"
              style={{
                padding: "10px 0",
                borderTop: `1px solid ${EMAIL_COLORS.rule}`,
                verticalAlign: "top",
                fontSize: "16px",
                lineHeight: "22px",
                color: EMAIL_COLORS.text,
                wordBreak: "break-word",
                // A note's line breaks as the visitor typed them.
                whiteSpace: "pre-line",
              }}
            >
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Text the visitor wrote, shown as written (line breaks kept), never as HTML. */
export function QuotedText({ children }: { children: string }) {
  return (
    <Text
      className="bb-text bb-quote"
      style={{
        ...styles.paragraph,
        whiteSpace: "pre-wrap",
        backgroundColor: BRAND.brand50,
        borderLeft: `4px solid ${BRAND.brand600}`,
        padding: "12px 16px",
        borderRadius: "4px",
      }}
    >
      {children}
    </Text>
  );
}
