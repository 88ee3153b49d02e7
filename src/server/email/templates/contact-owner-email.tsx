import { renderEmail } from "../render-email";
import { EmailLayout, type EmailBusiness } from "./email-layout";
import { DetailsTable, EmailButton, Paragraph, QuotedText, TextLink } from "./email-parts";

export interface ContactOwnerEmailProps {
  business: EmailBusiness;
  heading: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  estimateReference: string | null;
  /** When it arrived, on the business's clock. */
  received: string;
  message: string;
  inboxUrl: string;
}

/** The owner's email about a new contact message: who wrote, how to reach them, and the message. */
function ContactOwnerEmail(props: ContactOwnerEmailProps) {
  const { business, email } = props;
  return (
    <EmailLayout
      business={business}
      title={props.heading}
      preview={props.message.replace(/\s+/g, " ").slice(0, 120)}
      footnote={`Sent by the ${business.name} website to its owner.`}
    >
      <DetailsTable
        rows={[
          ["Name", props.name],
          ["Email", <TextLink href={`mailto:${email}`}>{email}</TextLink>],
          ["Phone", props.phone ?? "-"],
          ["Address", props.address ?? "-"],
          ["Estimate", props.estimateReference ?? "-"],
          ["Received", props.received],
        ]}
      />
      <QuotedText>{props.message}</QuotedText>
      <EmailButton href={props.inboxUrl}>Open it in the inbox</EmailButton>
      <Paragraph muted>Or reply to this email to answer.</Paragraph>
    </EmailLayout>
  );
}

export const contactOwnerHtml = (props: ContactOwnerEmailProps) => renderEmail(<ContactOwnerEmail {...props} />);
