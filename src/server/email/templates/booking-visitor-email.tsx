import { renderEmail } from "../render-email";
import { EmailLayout, type EmailBusiness } from "./email-layout";
import { DetailsTable, EmailButton, LinkFallback, Paragraph, PhoneLink } from "./email-parts";

export interface BookingVisitorEmailProps {
  business: EmailBusiness;
  heading: string;
  opening: string;
  cancelled: boolean;
  /** "When", "New time" or "Was on". */
  whenLabel: string;
  /** "Tue, Dec 1 · 9:00 AM MST". */
  when: string;
  address: string;
  reference: string;
  /** The private manage link; null when this email was not sent with it (a reminder, an owner's change). */
  manageUrl: string | null;
  bookAgainUrl: string;
  cancellationNoticeHours: number;
}

/** The visitor's confirmation, change, cancellation or reminder. Nothing the visitor typed leads it. */
function BookingVisitorEmail(props: BookingVisitorEmailProps) {
  const { business, heading, opening, cancelled, when, address, reference, manageUrl, bookAgainUrl } = props;
  return (
    <EmailLayout
      business={business}
      title={heading}
      preview={`${when} · ${reference}`}
      footnote={`You are receiving this because a free walkthrough was booked with ${business.name} for this address.`}
    >
      <Paragraph>{opening}</Paragraph>
      <DetailsTable
        rows={[
          [props.whenLabel, when],
          ["Address", address],
          ["Reference", reference],
        ]}
      />
      {cancelled ? (
        <>
          <Paragraph>Want another time? Book again online, or call us.</Paragraph>
          <EmailButton href={bookAgainUrl}>Book another time</EmailButton>
        </>
      ) : manageUrl ? (
        <>
          <Paragraph>{`Need to change or cancel? Use your private link, up to ${props.cancellationNoticeHours} hours before.`}</Paragraph>
          <EmailButton href={manageUrl}>Change or cancel</EmailButton>
          <LinkFallback href={manageUrl} />
          <Paragraph muted>Keep this link to yourself: anyone with it can change your booking.</Paragraph>
        </>
      ) : (
        <Paragraph>Need to change or cancel? Use the link in your first email, or call us.</Paragraph>
      )}
      <Paragraph>
        Questions? Call us at <PhoneLink phone={business.phone} />.
      </Paragraph>
    </EmailLayout>
  );
}

export const bookingVisitorHtml = (props: BookingVisitorEmailProps) => renderEmail(<BookingVisitorEmail {...props} />);
