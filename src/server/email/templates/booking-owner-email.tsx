import { renderEmail } from "../render-email";
import { EmailLayout, type EmailBusiness } from "./email-layout";
import { DetailsTable, EmailButton, Paragraph, TextLink } from "./email-parts";

export interface BookingOwnerEmailProps {
  business: EmailBusiness;
  heading: string;
  when: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  outsideServiceArea: boolean;
  service: string | null;
  notes: string | null;
  adminUrl: string;
}

/** The owner's notice of a booking, change or cancellation, with every detail the visitor gave. */
function BookingOwnerEmail(props: BookingOwnerEmailProps) {
  const { business, heading, when, reference, name, email, phone } = props;
  return (
    <EmailLayout
      business={business}
      title={heading}
      preview={`${when} · ${reference}`}
      footnote={`Sent by the ${business.name} website to its owner.`}
    >
      <DetailsTable
        rows={[
          ["When", when],
          ["Reference", reference],
          ["Name", name],
          ["Email", <TextLink href={`mailto:${email}`}>{email}</TextLink>],
          ["Phone", phone],
          ["Address", props.outsideServiceArea ? `${props.address} (outside the served areas)` : props.address],
          ["Service", props.service ?? "-"],
          ["Notes", props.notes ?? "-"],
        ]}
      />
      <EmailButton href={props.adminUrl}>Open the booking</EmailButton>
      <Paragraph muted>Or reply to this email to write to the visitor.</Paragraph>
    </EmailLayout>
  );
}

export const bookingOwnerHtml = (props: BookingOwnerEmailProps) => renderEmail(<BookingOwnerEmail {...props} />);
