import { Text } from "@react-email/components";
import { renderEmail } from "../render-email";
import { EmailLayout, type EmailBusiness } from "./email-layout";
import { Paragraph, QuotedText } from "./email-parts";
import { styles } from "./email-styles";

export interface OwnerReplyEmailProps {
  business: EmailBusiness;
  /** The subject, also the heading: "Re: …". */
  heading: string;
  /** What the owner wrote, as written. */
  body: string;
  /** "On Tue, Dec 1 · 9:00 AM MST, you wrote:" */
  quoteIntro: string;
  /** The visitor's words being answered. */
  quoted: string;
}

/** The owner's answer to a visitor who wrote or chatted, with what they wrote quoted below it. */
function OwnerReplyEmail({ business, heading, body, quoteIntro, quoted }: OwnerReplyEmailProps) {
  return (
    <EmailLayout
      business={business}
      title={heading}
      preview={body.replace(/\s+/g, " ").slice(0, 120)}
      footnote={`A reply from ${business.name} to your message. Reply to this email to answer.`}
    >
      <Text className="bb-text" style={{ ...styles.paragraph, whiteSpace: "pre-wrap" }}>
        {body}
      </Text>
      <Paragraph muted>{quoteIntro}</Paragraph>
      <QuotedText>{quoted}</QuotedText>
    </EmailLayout>
  );
}

export const ownerReplyHtml = (props: OwnerReplyEmailProps) => renderEmail(<OwnerReplyEmail {...props} />);
