import { zodResolver } from "@hookform/resolvers/zod";
import { ContactFormSchema } from "#shared/schemas/contact";

/** The contact form's checks: the server's own schema and messages. */
export const contactFormResolver = zodResolver(ContactFormSchema);
