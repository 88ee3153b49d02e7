import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { composeContactMessage, type ContactForm as ContactFormValues } from "#shared/schemas/contact";
import { Card } from "#client/components/ui/card";
import { toast } from "#client/hooks/use-toast";
import { measure } from "#client/lib/measure";
import { trpc } from "#client/lib/trpc";
import { lastEstimate } from "./last-estimate";
import { ContactForm } from "./contact-form";
import { ContactSuccess } from "./contact-success";

type PanelState = "editing" | "sent" | "editing-again";

/** Editing -> submitting ("Sending...") -> sent, with a toast on success and on failure. */
export function ContactFormPanel() {
  const [state, setState] = useState<PanelState>("editing");
  const send = useMutation(
    trpc.contact.send.mutationOptions({
      onSuccess: () => {
        setState("sent");
        toast({
          title: "Message Sent!",
          description: "Thank you for contacting us. We'll get back to you within a few hours.",
        });
      },
      onError: (error) => {
        console.error("Contact message could not be sent:", error);
        toast({
          title: "Error",
          description: "Unable to send message. Please try calling us directly.",
          variant: "destructive",
        });
      },
    }),
  );

  function submit({ name, email, phone, address, subject, message, website }: ContactFormValues, elapsedMs: number) {
    // The estimate this visitor computed, if any: the server prices it again and saves it with the message.
    send.mutate(
      {
        name,
        email,
        phone,
        address,
        message: composeContactMessage(subject, message),
        website,
        elapsedMs,
        estimate: lastEstimate(),
      },
      { onSuccess: () => measure({ kind: "contact", subject }) },
    );
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
        <ContactForm sending={send.isPending} focusOnMount={state === "editing-again"} onSubmit={submit} />
      )}
    </Card>
  );
}
