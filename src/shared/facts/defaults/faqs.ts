/**
 * The shipped FAQ copy, in its groups: the first revision of the facts' `faqs`. Every name, price,
 * claim and policy figure is a fact token (ADR 0031), filled from the revision in force wherever
 * an answer is shown (the FAQ page and its search, the home page, FAQPage JSON-LD, Dove).
 */
import type { SiteFacts } from "../site-facts-schema";

type Faq = SiteFacts["faqs"][number]["faqs"][number];

/** The questions the home page and /pricing also show. */
export const FEATURED_FAQS = {
  standardCost: {
    question: "How much does a standard house cleaning cost?",
    answerHtml: `<p>Our Standard Clean is a flat rate that starts at <strong>{{services.standard.basePrice|money}}</strong> for homes up to {{sizeTiers.0.maxSqft|number}} sq ft. Most Douglas County family homes land between <strong>{{advertisedPrices.standardTypical.min|money}} and {{advertisedPrices.standardTypical.max|money}}</strong>, depending on size, bathrooms, pets, condition and any add-ons.</p><p>See every size tier and get an instant estimate on our <a href="/pricing">pricing page</a>.</p>`,
  },
  deepCost: {
    question: "How is a deep clean priced?",
    answerHtml: `<p>Deep cleaning is billed hourly at <strong>{{services.deep.hourlyRate|money}} per hour, per cleaner</strong>. Most homes need {{serviceTimes.deepCleanCrew.cleaners}} cleaners for {{serviceTimes.deepCleanCrew.hours.min}}-{{serviceTimes.deepCleanCrew.hours.max}} hours, and we give you an estimate before we start so there are no surprises.</p><p>Not sure which clean you need? Read our <a href="/resources/deep-clean-vs-standard">deep clean vs. standard clean guide</a>.</p>`,
  },
  priceFactors: {
    question: "What affects the price of my cleaning?",
    answerHtml: `<p>Price follows the size and condition of your home:</p><ul><li><strong>+{{surcharges.extraBedroom|money}}</strong> for each bedroom beyond the first</li><li><strong>+{{surcharges.extraBathroom|money}}</strong> for each bathroom beyond the first</li><li><strong>+{{surcharges.petFriendly|money}}</strong> for a pet-friendly clean (extra hair and dander removal)</li><li>Home condition can move a quote up or down by about <strong>{{surcharges.conditionAdjustment|percent}}</strong></li><li>Every visit has a <strong>{{surcharges.minimumService|money}} minimum</strong></li></ul><p>Try different combinations with the estimate tool on our <a href="/pricing">pricing page</a>.</p>`,
  },
  recurringDiscounts: {
    question: "Do you offer discounts for recurring cleaning?",
    answerHtml: `<p>Yes. Recurring clients save on every visit:</p><ul><li><strong>Weekly:</strong> {{frequencies.weekly.discount|percent}} off</li><li><strong>Bi-weekly:</strong> {{frequencies.bi-weekly.discount|percent}} off (our most popular plan)</li><li><strong>Monthly:</strong> {{frequencies.monthly.discount|percent}} off</li></ul><p>There are no contracts: change or cancel your plan with normal notice. <a href="/booking">Book your first visit</a> and tell us how often you'd like us back.</p>`,
  },
  payment: {
    question: "How and when do I pay?",
    answerHtml: `<p>We accept {{paymentTerms.methods|and}}. Payment is due within <strong>{{paymentTerms.dueWithinDays}} days</strong> of your clean being completed; nothing is charged up front for your free walkthrough.</p>`,
  },
  included: {
    question: "What's included in a standard clean?",
    answerHtml: `<p>Every Standard Clean covers the whole home:</p><ul><li>Kitchen counters, sink, stovetop and appliance exteriors wiped and polished</li><li>Bathrooms scrubbed: toilets, tubs, showers, sinks and mirrors</li><li>Dusting of reachable surfaces, furniture, sills and light fixtures</li><li>Vacuuming and mopping of all floors</li><li>Beds made, trash emptied and a general tidy</li></ul><p>See each service's full checklist on our <a href="/services">services page</a>.</p>`,
  },
  supplies: {
    question: "Do you bring your own cleaning supplies?",
    answerHtml: `<p>Yes. Our team brings all of its own supplies and equipment, including vacuums, mops and microfiber cloths. <strong>Eco-friendly products are available on request</strong>, and we're happy to use a product you prefer for special surfaces; just let us know.</p>`,
  },
  insured: {
    question: "Are you licensed, insured and bonded?",
    answerHtml: `<p>Yes. {{business.name}} carries <strong>{{claims.insurance.generalLiabilityCoverage|money}} in general liability coverage</strong> and is <strong>bonded for {{claims.insurance.bonding|money}}</strong>, so your home and belongings are protected while we work.</p>`,
  },
  beHome: {
    question: "Do I need to be home during the cleaning?",
    answerHtml: `<p>No. Many clients give us a key, a lockbox or a garage or door code and carry on with their day. Access details are stored securely and shared only with your assigned cleaners, and any keys are returned within {{visits.keyReturnHours}} hours if you end service.</p>`,
  },
  areas: {
    question: "What areas do you serve?",
    answerHtml: `<p>We serve <strong>{{serviceAreas|count}} communities</strong> across Douglas County and the South Denver metro: {{serviceAreas.city|and}}. See details for each on our <a href="/service-areas">service areas page</a>.</p>`,
  },
} satisfies Record<string, Faq>;

const PRICING = {
  standardCost: FEATURED_FAQS.standardCost,
  deepCost: FEATURED_FAQS.deepCost,
  moveCost: {
    question: "How much does a move-in or move-out clean cost?",
    answerHtml: `<p>Move-in and move-out cleans are billed hourly at <strong>{{services.moveout.hourlyRate|money}} per hour, per cleaner</strong>, and most start from <strong>{{advertisedPrices.moveOutFrom|money}}</strong>. Empty homes go faster, while inside cabinets, appliances and built-up grime add time.</p><p>Details are on our <a href="/services/moveout">move in/out cleaning page</a>.</p>`,
  },
  priceFactors: FEATURED_FAQS.priceFactors,
  recurringDiscounts: FEATURED_FAQS.recurringDiscounts,
  addOns: {
    question: "What add-on services can I include?",
    answerHtml: `<p>Add-ons start from {{pricingDetails.addOnsFrom|money}} and can be added to any clean:</p><ul><li>{{addOns.fridge.name}}: <strong>{{addOns.fridge.price|money}}</strong></li><li>{{addOns.oven.name}}: <strong>{{addOns.oven.price|money}}</strong></li><li>{{addOns.windows.name}}: <strong>{{addOns.windows.price|money}}</strong></li><li>{{addOns.laundry.name}}: <strong>{{addOns.laundry.price|money}}</strong></li><li>{{addOns.patio.name}}: <strong>{{addOns.patio.price|money}}</strong></li><li>{{addOns.walls.name}}: <strong>{{addOns.walls.price|money}}</strong></li><li>{{extraServices.closetOrganization.name}}: <strong>{{extraServices.closetOrganization.hourlyRate|money}}/hour</strong> ({{extraServices.closetOrganization.minimumHours}}-hour minimum)</li><li>{{extraServices.insideCabinets.name}}: {{extraServices.insideCabinets.priceLabel|lower}}</li></ul><p>Pick add-ons in the estimate on our <a href="/pricing">pricing page</a>.</p>`,
  },
  payment: FEATURED_FAQS.payment,
} satisfies Record<string, Faq>;

const SERVICE = {
  included: FEATURED_FAQS.included,
  deepVsStandard: {
    question: "What's the difference between a deep clean and a standard clean?",
    answerHtml: `<p>A standard clean maintains a home that is already in good shape. A deep clean resets it: baseboards, door frames, light switches, built-up soap scum, grease on cabinet fronts and the corners a routine visit skips.</p><p>We usually recommend a deep clean first, then recurring standard cleans. Compare them side by side in our <a href="/resources/deep-clean-vs-standard">deep clean vs. standard guide</a>.</p>`,
  },
  deepFrequency: {
    question: "How often should I get a deep clean?",
    answerHtml: `<p>For most households we recommend a deep clean <strong>{{serviceTimes.deepCleansPerYear.min}}-{{serviceTimes.deepCleansPerYear.max}} times a year</strong>, for example at spring and fall changeovers, with standard cleans in between. Homes with pets, allergies or young kids often benefit from the higher end.</p>`,
  },
  duration: {
    question: "How long does a cleaning take?",
    answerHtml: `<p>It depends on the size and condition of your home. As a guide:</p><ul><li><strong>{{services.standard.name}}:</strong> {{serviceTimes.durations.standard}}</li><li><strong>{{services.deep.name}}:</strong> {{serviceTimes.durations.deep}}</li><li><strong>{{services.moveout.name}}:</strong> {{serviceTimes.durations.moveout}}</li></ul><p>Larger crews finish sooner; we'll tell you what to expect when we confirm your booking.</p>`,
  },
  supplies: FEATURED_FAQS.supplies,
  guarantee: {
    question: "What if I'm not happy with my clean?",
    answerHtml: `<p>Your clean is backed by our <strong>satisfaction guarantee</strong>. Contact us within <strong>{{guarantee.reportWithinHours}} hours</strong> and we'll come back to re-clean the areas that missed the mark within {{guarantee.recleanWithinHours}} hours, at no extra cost. Reach us any time through our <a href="/contact">contact page</a>.</p>`,
  },
} satisfies Record<string, Faq>;

const SPECIALTY = {
  garage: {
    question: "Do you clean garages?",
    answerHtml: `<p>Yes. Our {{services.garage.name}} starts from <strong>{{services.garage.basePrice|money}}</strong> flat and covers sweeping, cobweb removal, shelf wipe-downs and haul-out sorting so your garage is usable again. Learn more on the <a href="/services/garage">garage clean-out page</a>.</p>`,
  },
  moveIncluded: {
    question: "What's included in a move-out clean?",
    answerHtml: `<p>Everything a landlord, buyer or property manager will check: inside cabinets and drawers, inside the fridge and oven, baseboards, light fixtures, bathrooms top to bottom and floors edge to edge. Please book at least <strong>{{policies.moveCleaningNoticeHours}} hours ahead</strong> so we can fit in around your move. See the full list on our <a href="/services/moveout">move in/out cleaning page</a>.</p>`,
  },
  postRenovation: {
    question: "Do you clean after renovations or construction?",
    answerHtml: `<p>Yes. Post-renovation cleans are handled as a deep clean at {{services.deep.hourlyRate|money}} per hour, per cleaner, with extra attention to fine dust on every surface, vents and fixtures. Because projects vary so much, <a href="/contact">contact us</a> with a few details and we'll plan the right crew.</p>`,
  },
  commercial: {
    question: "Do you offer commercial cleaning?",
    answerHtml: `<p>We offer <strong>light commercial cleaning</strong> for small offices, studios and shops on a recurring schedule, with the same recurring discounts as our residential plans. <a href="/contact">Tell us about your space</a> and we'll set up a walkthrough.</p>`,
  },
  organizing: {
    question: "Can you help organize closets and cabinets?",
    answerHtml: `<p>Yes. {{extraServices.closetOrganization.name}} is <strong>{{extraServices.closetOrganization.hourlyRate|money}} per hour</strong> with a {{extraServices.closetOrganization.minimumHours}}-hour minimum, and inside-cabinet cleaning is priced by quote. Mention it when you <a href="/booking">book</a> so we can plan enough time.</p>`,
  },
} satisfies Record<string, Faq>;

const BUSINESS_FAQS = {
  insured: FEATURED_FAQS.insured,
  backgroundChecks: {
    question: "Are your cleaners background-checked?",
    answerHtml: `<p>Every member of our team passes a background check before their first clean and is trained in our checklists and standards. Recurring clients see the same familiar faces whenever we can arrange it.</p>`,
  },
  whoWeAre: {
    question: `Who is {{business.name}}?`,
    answerHtml: `<p>We're a family-owned cleaning company serving Douglas County and the South Denver metro since <strong>{{business.foundedYear}}</strong>, with a team that brings {{claims.yearsOfExpertise}}+ years of combined cleaning experience. Our motto is simple: blue-collar work with white-glove standards. Read our story on the <a href="/about">about page</a>.</p>`,
  },
  reviews: {
    question: "What do your customers say about you?",
    answerHtml: `<p>We hold a <strong>{{claims.googleProfile.rating|rating}}-star Google rating</strong> and have cleaned for {{claims.googleProfile.happyFamilies}}+ happy families across the area. Read what they say on our <a href="/reviews">reviews page</a>.</p>`,
  },
  tips: {
    question: "Do you share cleaning tips?",
    answerHtml: `<p>We do. Our <a href="/blog">blog</a> covers seasonal cleaning checklists, stain and surface care, and how to keep a home fresh between visits, all written by our team.</p>`,
  },
  contact: {
    question: "How can I reach you, and how fast do you respond?",
    answerHtml: `<p>Call us at <strong>{{business.phone.display}}</strong>, email <strong>{{business.email}}</strong> or send a message through our <a href="/contact">contact page</a>. We're open {{business.hours.label|and}} ({{business.closedDaysLabel}}), and we reply within <strong>{{policies.responseTimeHours.min}}-{{policies.responseTimeHours.max}} hours</strong> during business hours.</p>`,
  },
} satisfies Record<string, Faq>;

const COVERAGE_FAQS = {
  areas: FEATURED_FAQS.areas,
  travelFees: {
    question: "Do you charge travel fees?",
    answerHtml: `<p>No. Travel fees are <strong>{{coverage.travelFee|money}}</strong> everywhere we serve. We keep our routes tight, so no home we clean is more than {{coverage.maxTravelMinutes}} minutes from our team.</p>`,
  },
  outsideDouglasCounty: {
    question: "Do you clean outside Douglas County?",
    answerHtml: `<p>Yes. Besides Douglas County towns like Parker, Castle Rock and Highlands Ranch, we clean in nearby Aurora, Centennial, Englewood, Cherry Creek, Elizabeth and Monument. The full list is on our <a href="/service-areas">service areas page</a>.</p>`,
  },
  notListed: {
    question: "My town isn't listed. Can you still help?",
    answerHtml: `<p>Possibly. We add homes just outside our usual routes when the schedule allows. <a href="/contact">Contact us</a> with your address and we'll let you know within {{policies.responseTimeHours.min}}-{{policies.responseTimeHours.max}} hours during business hours.</p>`,
  },
} satisfies Record<string, Faq>;

const LOGISTICS = {
  bookingNotice: {
    question: "How far in advance do I need to book?",
    answerHtml: `<p>We typically need <strong>{{policies.bookingNoticeHours}} hours' notice</strong>, and most new clients are scheduled within {{visits.schedulingLeadWeeks.min}}-{{visits.schedulingLeadWeeks.max}} weeks. Request a time on our <a href="/booking">booking page</a>, or call {{business.phone.display}} if you're in a hurry and we'll do our best.</p>`,
  },
  walkthrough: {
    question: "What happens at the free walkthrough?",
    answerHtml: `<p>Before your first clean, we visit to see your home, hear your priorities and note anything special like delicate surfaces or pets. You get a clear price and a plan, with no obligation. <a href="/booking">Book your free assessment</a>.</p>`,
  },
  cancellation: {
    question: "What is your cancellation policy?",
    answerHtml: `<p>Please give us at least <strong>{{policies.cancellationNoticeHours}} hours' notice</strong> to cancel. Same-day cancellations are charged in full, because your cleaners have already set aside that time for you.</p>`,
  },
  reschedule: {
    question: "Can I reschedule a recurring cleaning?",
    answerHtml: `<p>Of course. Let us know {{policies.recurringRescheduleNoticeHours.min}}-{{policies.recurringRescheduleNoticeHours.max}} hours ahead and we'll move your visit to the next open slot that works for you. Holidays and travel happen; there are no contracts.</p>`,
  },
  beHome: FEATURED_FAQS.beHome,
  pets: {
    question: "Do you clean homes with pets?",
    answerHtml: `<p>Absolutely; we love pets. A pet-friendly clean adds {{surcharges.petFriendly|money}} for the extra hair and dander removal. For everyone's comfort, please crate or secure pets that are nervous around visitors and let us know about them when you book.</p>`,
  },
  arrival: {
    question: "What time will the cleaners arrive?",
    answerHtml: `<p>We give you a <strong>{{visits.arrivalWindowHours}}-hour arrival window</strong> and let you know if traffic or weather puts us behind.</p>`,
  },
} satisfies Record<string, Faq>;

export const FAQ_GROUPS: SiteFacts["faqs"] = [
  { key: "pricing", title: "Pricing & Payment", faqs: Object.values(PRICING) },
  { key: "service", title: "Our Cleaning Services", faqs: Object.values(SERVICE) },
  { key: "specialty", title: "Specialty Cleaning", faqs: Object.values(SPECIALTY) },
  { key: "business", title: `About {{business.name}}`, faqs: Object.values(BUSINESS_FAQS) },
  { key: "coverage", title: "Service Area", faqs: Object.values(COVERAGE_FAQS) },
  { key: "logistics", title: "Scheduling & Logistics", faqs: Object.values(LOGISTICS) },
];
