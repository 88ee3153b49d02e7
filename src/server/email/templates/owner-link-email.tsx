import { renderEmail } from "../render-email";
import { EmailLayout, type EmailBusiness } from "./email-layout";
import { EmailButton, LinkFallback, Paragraph } from "./email-parts";

export interface OwnerLinkEmailProps {
  business: EmailBusiness;
  heading: string;
  /** What the link is for, in a sentence or two. */
  paragraphs: readonly string[];
  button: string;
  url: string;
  /** How long it works and what to do when it was not expected. */
  caution: string;
}

/** An invite to become an owner, or a password-reset link: one button, the link in full, a caution. */
function OwnerLinkEmail({ business, heading, paragraphs, button, url, caution }: OwnerLinkEmailProps) {
  return (
    <EmailLayout
      business={business}
      title={heading}
      preview={paragraphs[0] ?? heading}
      footnote={`Sent by the ${business.name} website about its owners' sign-in.`}
    >
      {paragraphs.map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}
      <EmailButton href={url}>{button}</EmailButton>
      <LinkFallback href={url} />
      <Paragraph muted>{caution}</Paragraph>
    </EmailLayout>
  );
}

export const ownerLinkHtml = (props: OwnerLinkEmailProps) => renderEmail(<OwnerLinkEmail {...props} />);
