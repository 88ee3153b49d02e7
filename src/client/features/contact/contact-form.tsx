import { Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "#shared/contact/spam-signals";
import { CONTACT_LIMITS, CONTACT_SUBJECTS } from "#shared/contact/contact-fields";
import type { ContactForm as ContactFormValues, ContactFormSchema } from "#shared/schemas/contact";
import { Button } from "#client/components/ui/button";
import { fieldClass, FormField } from "#client/components/ui/form-field";
import { Select } from "#client/components/ui/select";

type ContactFormInput = z.input<typeof ContactFormSchema>;

/**
 * Checks the form with the server's schema, loaded with the first check (on Send) rather than
 * with the page: zod is a quarter of what the contact page would otherwise download and run.
 */
const resolver: Resolver<ContactFormInput, unknown, ContactFormValues> = async (values, context, options) =>
  (await import("./contact-form-resolver")).contactFormResolver(values, context, options);

const EMPTY_FORM: ContactFormInput = {
  name: "",
  email: "",
  phone: "",
  address: "",
  subject: "",
  message: "",
  website: "",
};

interface ContactFormProps {
  sending: boolean;
  /** Focus the first field on mount (after "Send Another Message"). */
  focusOnMount?: boolean;
  /** The values, and how long the form was open before it was sent (a bot signal). */
  onSubmit: (values: ContactFormValues, elapsedMs: number) => void;
}

/** The contact form, validated with the server's schema; it starts empty every time it mounts. */
export function ContactForm({ sending, focusOnMount = false, onSubmit }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver,
    defaultValues: EMPTY_FORM,
  });

  const openedAt = useRef(0);

  useEffect(() => {
    openedAt.current = Date.now();
    if (focusOnMount) setFocus("name");
  }, [focusOnMount, setFocus]);

  return (
    <form
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values, Date.now() - openedAt.current))(event)}
      noValidate
      aria-busy={sending}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {/* The honeypot: off-screen and out of the tab order and accessibility tree; people leave it empty. */}
      <div aria-hidden className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" {...register(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <FormField id="contact-name" label="Name" error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            {...register("name")}
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            className={fieldClass}
          />
        )}
      </FormField>
      <FormField id="contact-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register("email")}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            className={fieldClass}
          />
        )}
      </FormField>
      <FormField id="contact-phone" label="Phone" optional error={errors.phone?.message}>
        {(control) => (
          <input
            {...control}
            {...register("phone")}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            className={fieldClass}
          />
        )}
      </FormField>
      <FormField id="contact-address" label="Address" optional error={errors.address?.message}>
        {(control) => (
          <input
            {...control}
            {...register("address")}
            type="text"
            autoComplete="address-line1"
            maxLength={CONTACT_LIMITS.address}
            className={fieldClass}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
          {(control) => (
            <Select {...control} {...register("subject")}>
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject.value} value={subject.value}>
                  {subject.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id="contact-message" label="Message" error={errors.message?.message}>
          {(control) => (
            <textarea
              {...control}
              {...register("message")}
              rows={6}
              maxLength={CONTACT_LIMITS.message}
              placeholder="Tell us about your home and what you need help with."
              className={`${fieldClass} resize-y`}
            />
          )}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden className="size-5" /> {sending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
