import { Body, Container, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { BRAND, EMAIL_COLORS, EMAIL_FONT } from "../brand";
import { PhoneLink } from "./email-parts";
import { styles } from "./email-styles";

/** The business's details every email shows: passed in, so a published revision reaches the emails. */
export type EmailBusiness = Pick<SiteFacts["business"], "name" | "phone" | "email" | "addressText">;

/**
 * Clients that honour prefers-color-scheme (Apple Mail, Outlook on the Mac, some phones) get dark
 * shades; the rest keep the inline light colours, or invert them by their own rules. `!important`
 * because each element's inline style would win otherwise.
 */
const DARK_MODE_CSS = `@media (prefers-color-scheme: dark) {
.bb-page, .bb-page > table > tbody > tr > td { background-color: ${EMAIL_COLORS.darkPage} !important; }
.bb-card { background-color: ${EMAIL_COLORS.darkCard} !important; border-color: ${EMAIL_COLORS.darkCard} !important; }
.bb-text { color: ${EMAIL_COLORS.darkText} !important; }
.bb-muted { color: ${EMAIL_COLORS.darkMuted} !important; }
.bb-link { color: ${EMAIL_COLORS.darkLink} !important; }
.bb-rule { border-color: #2c3e56 !important; }
.bb-quote { background-color: ${EMAIL_COLORS.darkPage} !important; }
}`;

/**
 * The frame of every email: the business's name on its brand colour, a heading, the content, and a
 * footer with the name, the area served and the phone. Tables and inline styles, as email clients
 * need (react-email's components write them).
 */
export function EmailLayout({
  business,
  title,
  preview,
  footnote,
  children,
}: {
  business: EmailBusiness;
  /** The heading, also the document's title. */
  title: string;
  /** The line inboxes show after the subject. */
  preview: string;
  /** Why this email came: the last line of the footer. */
  footnote: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" content="" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style>{DARK_MODE_CSS}</style>
      </head>
      <Preview>{preview}</Preview>
      <Body
        className="bb-page"
        style={{ margin: 0, padding: "24px 12px", backgroundColor: BRAND.brand50, fontFamily: EMAIL_FONT }}
      >
        <Container
          className="bb-card"
          style={{
            maxWidth: "600px",
            backgroundColor: EMAIL_COLORS.white,
            border: `1px solid ${BRAND.brand100}`,
            borderRadius: "12px",
            overflow: "hidden",
          }}
        >
          <Section
            style={{
              backgroundColor: BRAND.brand900,
              padding: "20px 28px",
              borderBottom: `4px solid ${BRAND.accent400}`,
            }}
          >
            <Text
              style={{ margin: 0, fontSize: "20px", lineHeight: "28px", fontWeight: 800, color: EMAIL_COLORS.white }}
            >
              {business.name}
            </Text>
          </Section>
          <Section className="bb-text" style={{ padding: "28px 28px 12px" }}>
            <h1
              className="bb-text"
              style={{
                margin: "0 0 16px",
                fontSize: "24px",
                lineHeight: "32px",
                fontWeight: 700,
                color: BRAND.brand900,
              }}
            >
              {title}
            </h1>
            {children}
          </Section>
          <Section
            className="bb-rule"
            style={{ padding: "16px 28px 24px", borderTop: `1px solid ${EMAIL_COLORS.rule}` }}
          >
            <Text className="bb-muted" style={{ ...styles.small, margin: "0 0 4px", fontWeight: 700 }}>
              {business.name}
            </Text>
            <Text className="bb-muted" style={{ ...styles.small, margin: "0 0 4px" }}>
              {business.addressText}
            </Text>
            <Text className="bb-muted" style={{ ...styles.small, margin: "0 0 12px" }}>
              <PhoneLink phone={business.phone} />
              {" · "}
              <Link className="bb-link" href={`mailto:${business.email}`} style={styles.link}>
                {business.email}
              </Link>
            </Text>
            <Text className="bb-muted" style={{ ...styles.small, margin: 0, fontSize: "12px", lineHeight: "18px" }}>
              {footnote}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
