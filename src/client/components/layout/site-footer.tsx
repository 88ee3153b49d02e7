import { Link } from "@tanstack/react-router";
import { Mail, MapPin, Phone } from "lucide-react";
import { useSiteFacts } from "#client/lib/site-facts";
import { Logo } from "./logo";

/** The footer links the first six city landings. */
const FOOTER_CITY_COUNT = 6;

const linkClass = "text-brand-100 hover:text-white hover:underline";

export function SiteFooter() {
  const { business, services, serviceAreas } = useSiteFacts();
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverse />
          <p>{business.tagline}.</p>
          <ul className="space-y-2">
            <li>
              <a href={business.phone.href} className={`${linkClass} inline-flex items-center gap-2`}>
                <Phone aria-hidden className="size-4" /> {business.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className={`${linkClass} inline-flex items-center gap-2 break-all`}>
                <Mail aria-hidden className="size-4 shrink-0" /> {business.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden className="size-4 shrink-0" /> {business.addressText}
            </li>
          </ul>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-base font-bold text-white">
            Services
          </h2>
          <ul className="mt-4 space-y-2">
            {(["standard", "deep", "moveout", "garage"] as const).map((key) => (
              <li key={key}>
                <Link to="/services/$slug" params={{ slug: key }} className={linkClass}>
                  {services[key].name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/services" className={linkClass}>
                All Services
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-areas">
          <h2 id="footer-areas" className="text-base font-bold text-white">
            Service Areas
          </h2>
          <ul className="mt-4 space-y-2">
            {serviceAreas.slice(0, FOOTER_CITY_COUNT).map((area) => (
              <li key={area.slug}>
                <Link to="/$slug" params={{ slug: area.slug }} className={linkClass}>
                  {area.city} House Cleaning
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-base font-bold text-white">Hours</h2>
          <ul className="mt-4 space-y-2">
            {business.hours.map((hours) => (
              <li key={hours.days}>{hours.label}</li>
            ))}
          </ul>
          <h2 className="mt-6 text-base font-bold text-white">Follow us</h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
            {(
              [
                ["Facebook", business.social.facebook],
                ["Instagram", business.social.instagram],
                ["LinkedIn", business.social.linkedin],
              ] as const
            ).map(([label, href]) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {business.foundedYear} {business.legalName}. Licensed &amp; insured.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/legal/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/legal/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/sitemap" className={linkClass}>
                Sitemap
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
