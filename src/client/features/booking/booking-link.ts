import { BUSINESS } from "#shared/business/business-info";

/** The provider's booking page, tagged with where the visitor came from and their estimate's reference. */
export function bookingUrlWith(reference: string | undefined): string {
  if (!reference) return BUSINESS.bookingUrl;
  const url = new URL(BUSINESS.bookingUrl);
  url.searchParams.set("source", "website");
  url.searchParams.set("reference", reference);
  return url.toString();
}
