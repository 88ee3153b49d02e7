import { render } from "@react-email/render";
import type { ReactElement } from "react";

const XHTML_DOCTYPE = /^<!DOCTYPE html PUBLIC[^>]*>/;

/**
 * An email template as the HTML part of a message. react-email writes the XHTML 1.0 doctype that
 * old email tooling expected; every client that renders HTML mail reads the HTML5 one as well, and
 * it is the one the Nu Html Checker accepts, so it is swapped in.
 */
export async function renderEmail(email: ReactElement): Promise<string> {
  const html = await render(email);
  if (!XHTML_DOCTYPE.test(html)) throw new Error("react-email's output no longer starts with its XHTML doctype");
  return html.replace(XHTML_DOCTYPE, "<!DOCTYPE html>");
}
