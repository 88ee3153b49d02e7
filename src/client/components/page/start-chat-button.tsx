import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonVariantProps } from "../ui/button";

/** The event the chat widget (Dove) listens for to open its panel. */
const OPEN_CHAT_EVENT = "dove:open";

/** Opens the chat assistant. */
export function StartChatButton({
  children,
  variant = "outline",
  size,
  className,
}: ButtonVariantProps & { children: ReactNode; className?: string }) {
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT))}
    >
      <MessageCircle aria-hidden className="size-5" /> {children}
    </Button>
  );
}
