import { useState } from "react";
import { composeContactMessage } from "#shared/contact/contact-fields";
import type { ContactForm as ContactFormValues } from "#shared/schemas/contact";
import { Card } from "#client/components/ui/card";
import { toast } from "#client/hooks/use-toast";
import { measure } from "#client/lib/measure";
import { ContactForm } from "./contact-form";
import { ContactSuccess } from "./contact-success";

type PanelState = "editing" | "sent" | "editing-again";

/**
 * Editing -> submitting ("Sending...") -> sent, with a toast on success and on failure. The tRPC
 * client and the check of the visitor's last estimate (zod) load with the first Send, not with
 * the page; no query cache, since nothing here is read back.
 */
export function ContactFormPanel() {
  const [state, setState] = useState<PanelState>("editing");
  const [sending, setSending] = useState(false);

  async function submit(
    { name, email, phone, address, subject, message, website }: ContactFormValues,
    elapsedMs: number,
  ) {
    setSending(true);
    try {
      const [{ trpcClient }, { lastEstimate }] = await Promise.all([
        import("#client/lib/trpc"),
        import("./last-estimate"),
      ]);
      // The estimate this visitor computed, if any: the server prices it again and saves it with the message.
      await trpcClient.contact.send.mutate({
        name,
        email,
        phone,
        address,
        message: composeContactMessage(subject, message),
        website,
        elapsedMs,
        estimate: lastEstimate(),
      });
      setState("sent");
      toast({
        title: "Message Sent!",
        description: "Thank you for contacting us. We'll get back to you within a few hours.",
      });
      measure({ kind: "contact", subject });
    } catch (error) {
      console.error("Contact message could not be sent:", error);
      toast({
        title: "Error",
        description: "Unable to send message. Please try calling us directly.",
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card padding="roomy">
      <h2 className="text-2xl font-bold text-brand-900 md:text-3xl">Send Us a Message</h2>
      <p className="mt-2 mb-6 text-slate-700">
        {state === "sent"
          ? "We have your message."
          : 'Tell us how we can help. Fields without "(optional)" are required.'}
      </p>
      {state === "sent" ? (
        <ContactSuccess onSendAnother={() => setState("editing-again")} />
      ) : (
        <ContactForm
          sending={sending}
          focusOnMount={state === "editing-again"}
          onSubmit={(values, elapsedMs) => void submit(values, elapsedMs)}
        />
      )}
    </Card>
  );
}
