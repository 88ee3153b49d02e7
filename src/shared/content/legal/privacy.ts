/** The privacy policy shown at /legal/privacy, in eleven sections. */
import { BACKUP_MAX_AGE_WEEKS } from "#shared/backups/backup-retention";
import { LEGAL_EFFECTIVE_DATE, PRIVACY_POLICY } from "#shared/business/policies";
import type { LegalDocument, LegalSection } from "./legal-types";

const { responseDays, extendedResponseDays, retention } = PRIVACY_POLICY;
/** How the site measures visits; the figures come from the same source as the code. */
const measurement = `<li><strong>Website measurement:</strong> to see which pages and sources bring enquiries, our own website records, without cookies and without storing anything in your browser, the pages you view, the name of the site that linked to you (not the full address), campaign tags in the link, whether you use a phone, tablet or desktop, and steps such as pricing a clean, clicking Book, booking a walkthrough, sending the contact form, starting a chat or tapping our phone number (with the service type, price band or message subject, never what you wrote). Your IP address and browser details are not stored: they are turned into a one-way code with a random key that changes every day and is then deleted, so a visit can be counted once a day but not traced back to you or linked across days. If your browser sends a Global Privacy Control or Do Not Track signal, nothing is recorded. These records stay on our own server and are not shared.</li>`;
const extensionDays = extendedResponseDays - responseDays;
const emailLink = `<a href="mailto:{{business.email}}">{{business.email}}</a>`;
const phoneLink = `<a href="{{business.phone.href}}">{{business.phone.display}}</a>`;

export const PRIVACY_POLICY_SECTIONS: readonly LegalSection[] = [
  {
    id: "company-information",
    title: "Company Information",
    bodyHtml: `<p>This website is operated by <strong>{{business.legalName}}</strong> ("{{business.name}}", "we", "us"), a family-owned residential and light commercial cleaning company based in {{business.baseCity}}, {{business.region}}, serving Douglas County and the South Denver metro. We are the controller of the personal data described in this policy.</p><p>You can reach us at ${phoneLink} or ${emailLink}.</p>`,
  },
  {
    id: "scope",
    title: "Scope and the Colorado Privacy Act",
    bodyHtml: `<p>This policy explains how we collect, use, share and protect personal data when you visit this website, contact us, chat with Dove (our cleaning concierge assistant) or use our cleaning services. It is written with the <strong>Colorado Privacy Act</strong> (C.R.S. § 6-1-1301 et seq.) in mind, and we extend the rights described below to all of our clients and visitors, whether or not the Act's thresholds apply to a business our size.</p><p>There are no user accounts or logins on this website.</p>`,
  },
  {
    id: "personal-data-categories",
    title: "Categories of Personal Data We Collect",
    bodyHtml: `<ul><li><strong>Contact form messages:</strong> your name, email address, optional phone number and address, the subject you choose and your message.</li><li><strong>Chat conversations:</strong> the messages you exchange with Dove, with a conversation identifier, a session identifier kept in your browser's session storage, and timestamps.</li><li><strong>Estimate inputs:</strong> home size, bedrooms, bathrooms, pets, service type, add-ons and frequency you enter in our estimate tools. Estimates are calculated in your browser, and the inputs are passed along only if you continue to booking.</li><li><strong>Booking and service information:</strong> when you request or receive a cleaning, your contact details, service address, access instructions (such as keys or door codes), notes about pets and preferences, service history and payment records.</li><li><strong>Browser storage:</strong> small settings such as whether you dismissed an offer card. The walkthrough checklist form keeps your name and email in your browser only; it is not sent to us.</li>${measurement}</ul><p>We do not knowingly collect sensitive data, and we do not collect data from children under 13.</p>`,
  },
  {
    id: "purposes",
    title: "How We Use Personal Data",
    bodyHtml: `<ul><li>To answer your questions and respond to contact and chat messages.</li><li>To prepare estimates, schedule walkthroughs and provide the cleanings you request.</li><li>To send appointment confirmations, reminders and invoices, and to process payments.</li><li>To follow up on quality concerns and honor our satisfaction guarantee.</li><li>To keep our website and services secure and to improve them.</li><li>To meet legal, tax and accounting obligations.</li></ul><p>We do not sell personal data, use it for targeted advertising or use it for profiling that produces legal or similarly significant effects.</p>`,
  },
  {
    id: "sharing",
    title: "How We Share Personal Data",
    bodyHtml: `<p>We share personal data only with service providers that help us run the business, under contracts that limit their use of it:</p><ul><li><strong>Booking:</strong> walkthroughs you book on this website are kept on our own server, and the confirmation, any change and the reminder reach you through our email provider. Where our booking page shows a third-party field-service provider's form instead, that provider receives the details you enter there and handles them under its own privacy policy.</li><li><strong>Chat:</strong> an AI service provider processes chat messages to generate Dove's replies.</li><li><strong>Payments:</strong> card payments are handled by a payment processor; we do not store full card numbers.</li><li><strong>Website hosting and maps:</strong> our hosting provider, and an embedded map provider that may receive your IP address when the map loads.</li></ul><p>We may also disclose personal data when required by law, to protect our rights or safety or those of others, or as part of a sale or reorganization of the business.</p>`,
  },
  {
    id: "your-rights",
    title: "Your Colorado Privacy Rights",
    bodyHtml: `<p>Under the Colorado Privacy Act you have the right to:</p><ul><li><strong>Access:</strong> confirm whether we process your personal data and get a copy of it.</li><li><strong>Correction:</strong> fix inaccurate personal data.</li><li><strong>Deletion:</strong> ask us to delete personal data about you.</li><li><strong>Portability:</strong> receive your data in a portable, readily usable format.</li><li><strong>Opt out:</strong> of the sale of personal data, targeted advertising and profiling. We do none of these, but you may still submit an opt-out request.</li><li><strong>Appeal:</strong> ask us to reconsider if we decline your request.</li></ul><p>We will not discriminate against you for exercising any of these rights.</p>`,
  },
  {
    id: "exercising-rights",
    title: "How to Exercise Your Rights",
    bodyHtml: `<p>Email ${emailLink} or call ${phoneLink} and tell us which right you'd like to exercise. We will verify your identity using information we already hold, such as your email address or service address, before acting on a request.</p><p>We respond within <strong>${responseDays} days</strong> of receiving a request. When reasonably necessary we may extend that by another ${extensionDays} days, to <strong>${extendedResponseDays} days</strong> in total, and we will tell you within the first ${responseDays} days if we do. If we decline a request you may appeal by replying to our decision; if you disagree with the outcome of your appeal, you may contact the Colorado Attorney General.</p>`,
  },
  {
    id: "security",
    title: "Data Security",
    bodyHtml: `<p>We use reasonable administrative, technical and physical safeguards to protect personal data, including encrypted connections to this website, access limited to the staff who need it, and secure handling of keys and access codes for your home. No system is perfectly secure, so please contact us right away if you believe your information has been compromised.</p>`,
  },
  {
    id: "retention",
    title: "Data Retention",
    bodyHtml: `<p>We keep personal data only as long as we need it:</p><ul><li><strong>Customer data</strong> (including walkthroughs booked on this website, counted from the walkthrough's date): for as long as you are a client, plus <strong>${retention.customerDataYearsAfterRelationship} years</strong>.</li><li><strong>Payment records:</strong> <strong>${retention.paymentRecordYears} years</strong>, to meet tax and accounting requirements.</li><li><strong>Communication records</strong> (contact messages and chat conversations): <strong>${retention.communicationRecordYears} years</strong>. Saved estimates are kept with the message or conversation they belong to, and otherwise for the same period.</li><li><strong>Records of privacy requests and of access to personal data</strong> (which record was opened, exported, corrected or deleted, by whom and when; never its content): <strong>${retention.auditRecordYears} years</strong>.</li><li><strong>Website measurement records:</strong> <strong>${retention.measurementEventDays} days</strong>; after that we keep only daily totals, which identify no one.</li></ul><p>After these periods we delete or anonymize the data.</p><p>We keep backup copies of our website's records so that nothing is lost if our server fails. Backups are deleted on a rolling schedule, so data we delete (at the end of these periods or at your request) can remain in a backup for up to <strong>${BACKUP_MAX_AGE_WEEKS} weeks</strong> before it is gone from every copy. Backups are used only to restore our records, never for any other purpose.</p>`,
  },
  {
    id: "contact",
    title: "Contact Us",
    bodyHtml: `<p>Questions about this policy or your personal data? Contact <strong>{{business.legalName}}</strong>:</p><ul><li>Phone: ${phoneLink}</li><li>Email: ${emailLink}</li><li>Online: our <a href="/contact">contact page</a></li></ul>`,
  },
  {
    id: "policy-updates",
    title: "Changes to This Policy",
    bodyHtml: `<p>We may update this policy as our services or the law change. The "Last updated" date at the top of this page shows when it last changed, and we will highlight material changes on this website before they take effect. This version is effective as of <strong>${LEGAL_EFFECTIVE_DATE}</strong>.</p>`,
  },
];

export const PRIVACY_POLICY_DOCUMENT: LegalDocument = {
  title: "Privacy Policy",
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  lastUpdated: LEGAL_EFFECTIVE_DATE,
  intro: `{{business.name}} respects your privacy. This policy explains what personal data we collect, why we collect it and the choices you have.`,
  sections: PRIVACY_POLICY_SECTIONS,
};
