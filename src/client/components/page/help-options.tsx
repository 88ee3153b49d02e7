import { Link } from "@tanstack/react-router";
import { Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSiteFacts } from "#client/lib/site-facts";
import { buttonVariants } from "../ui/button";
import { Card } from "../ui/card";
import { Section } from "../ui/section";
import { StartChatButton } from "./start-chat-button";

function HelpCard({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: typeof Phone;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-6" />
      </span>
      <h3 className="mt-4 text-xl font-bold text-brand-900">{title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{text}</p>
      <div className="mt-5">{action}</div>
    </Card>
  );
}

/** "Still have questions?": call, live chat or the contact page. */
export function HelpOptions() {
  const { business, policies } = useSiteFacts();
  return (
    <Section
      id="still-have-questions"
      tone="tint"
      title="Still have questions?"
      intro="Talk to a real person on our local team, whichever way suits you."
    >
      <div className="grid gap-6 md:grid-cols-3">
        <HelpCard
          icon={Phone}
          title="Call Us"
          text={`${business.hours.map((hours) => hours.label).join(", ")}.`}
          action={
            <a href={business.phone.href} className={buttonVariants()}>
              <Phone aria-hidden className="size-5" /> {business.phone.display}
            </a>
          }
        />
        <HelpCard
          icon={MessageCircle}
          title="Live Chat"
          text="Ask Dove, our cleaning concierge, for quick answers and an instant estimate."
          action={<StartChatButton>Start Chat</StartChatButton>}
        />
        <HelpCard
          icon={Mail}
          title="Send a Message"
          text={`Write to us and we'll reply within ${policies.responseTimeHours.min}-${policies.responseTimeHours.max} hours during business hours.`}
          action={
            <Link to="/contact" className={buttonVariants({ variant: "outline" })}>
              Contact Us
            </Link>
          }
        />
      </div>
    </Section>
  );
}
