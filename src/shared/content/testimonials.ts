import type { Testimonial } from "./types";

/**
 * The reviews shown on /reviews and seeded into the database. Every one is five stars because
 * the reviews page claims a 5.0 average over exactly these reviews (REVIEWS_PAGE_SUMMARY).
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "review-parker-jennifer-m",
    authorName: "Jennifer M.",
    authorLocation: "Parker, CO",
    rating: 5,
    body: "We've had the same team on a bi-weekly schedule for over a year and I still love walking in the door on cleaning day. They remember the little things: the dog bowls get washed, the throw pillows go back the way I like them, and the baseboards never get skipped. With three kids and a lab, that is no small feat.",
    publishedAt: "2024-03-18",
    source: "google",
    featured: true,
  },
  {
    id: "review-castle-rock-mike-t",
    authorName: "Mike T.",
    authorLocation: "Castle Rock, CO",
    rating: 5,
    body: "Our lease ended in the middle of a cross-state move and I had no time to clean. They handled the whole move-out clean in one afternoon: inside the oven, the fridge, every cabinet. The property manager said the place was cleaner than when we moved in, and we got our full deposit back.",
    publishedAt: "2023-08-22",
    source: "google",
    featured: true,
  },
  {
    id: "review-highlands-ranch-priya-s",
    authorName: "Priya S.",
    authorLocation: "Highlands Ranch, CO",
    rating: 5,
    body: "I booked a deep clean before hosting Thanksgiving and wish I had done it sooner. The crew tackled everything I never get to: grout, ceiling fans, the tops of the kitchen cabinets, window tracks full of Colorado dust. The walkthrough beforehand made it easy because they asked what mattered most to us and focused there.",
    publishedAt: "2024-10-05",
    source: "google",
    featured: true,
  },
  {
    id: "review-aurora-daniel-r",
    authorName: "Daniel R.",
    authorLocation: "Aurora, CO",
    rating: 5,
    body: "Reliable is the word. They arrive inside the window they give you, text when they're on the way, and do the same thorough job every month. I work twelve-hour shifts as a nurse, and coming home to a clean house is worth every penny.",
    publishedAt: "2024-01-27",
    source: "facebook",
    featured: false,
  },
  {
    id: "review-lone-tree-karen-w",
    authorName: "Karen W.",
    authorLocation: "Lone Tree, CO",
    rating: 5,
    body: "I'm particular about who comes into my home, so I appreciated that the owner did our walkthrough personally. We get the same friendly cleaners every visit, they're careful around my antiques, and they leave a short note about anything they noticed. It feels like a family business because it is one.",
    publishedAt: "2025-02-11",
    source: "google",
    featured: false,
  },
  {
    id: "review-centennial-tom-b",
    authorName: "Tom B.",
    authorLocation: "Centennial, CO",
    rating: 5,
    body: "Three winters of mag chloride, sawdust and hockey gear had taken over our garage. The team swept it out, knocked down every cobweb, wiped the shelves and helped us sort what to keep, donate and toss. We parked both cars inside that night for the first time in years.",
    publishedAt: "2024-05-19",
    source: "google",
    featured: false,
  },
  {
    id: "review-castle-pines-alicia-g",
    authorName: "Alicia G.",
    authorLocation: "Castle Pines, CO",
    rating: 5,
    body: "We closed on our house on a Friday and had them in on Monday, before the movers arrived. Every cabinet wiped inside, bathrooms disinfected, floors done edge to edge. Unpacking into a genuinely clean home made the whole move feel calmer.",
    publishedAt: "2023-11-09",
    source: "website",
    featured: false,
  },
  {
    id: "review-parker-steve-l",
    authorName: "Steve L.",
    authorLocation: "Parker, CO",
    rating: 5,
    body: "Added the inside-oven and inside-fridge extras to a spring deep clean and both look close to new. The price matched the estimate exactly. I spotted one light fixture they had missed, called the next morning, and they came back that day to take care of it without any fuss.",
    publishedAt: "2025-04-02",
    source: "google",
    featured: false,
  },
  {
    id: "review-castle-rock-megan-h",
    authorName: "Megan H.",
    authorLocation: "Castle Rock, CO",
    rating: 5,
    body: "Two dogs and a toddler means our floors take a beating. Our cleaners use pet-safe products, never complain about the fur, and the house smells fresh without that heavy chemical smell. Rescheduling around our summer trips has always been easy, too.",
    publishedAt: "2024-07-14",
    source: "facebook",
    featured: false,
  },
  {
    id: "review-englewood-rachel-k",
    authorName: "Rachel K.",
    authorLocation: "Englewood, CO",
    rating: 5,
    body: "I booked a one-time clean at my parents' place as a birthday gift for my mom. She called afterward to say the kitchen hadn't looked that good since they remodeled it. Communication was quick and friendly from the very first phone call.",
    publishedAt: "2025-06-23",
    source: "google",
    featured: false,
  },
];

/** The order the seed gives these reviews (the one pages showed before the owner could order them). */
export function newestFirst(a: Pick<Testimonial, "id" | "publishedAt">, b: Pick<Testimonial, "id" | "publishedAt">) {
  return b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id);
}

const CITY_TESTIMONIAL_COUNT = 3;

type CityReview = Pick<Testimonial, "id" | "authorLocation">;

function isFrom(testimonial: CityReview, city: string): boolean {
  return testimonial.authorLocation.toLowerCase().startsWith(`${city.trim().toLowerCase()},`);
}

/**
 * Three of the visible reviews (in the public order) for a city landing page: that city's own
 * first, then featured ones, then the rest. Real reviews keep their real locations rather than
 * being re-labelled with the visitor's city.
 */
export function cityTestimonials<T extends CityReview>(
  city: string,
  reviews: readonly T[],
  featuredIds: ReadonlySet<string>,
): T[] {
  const rank = (t: T) => (isFrom(t, city) ? 0 : featuredIds.has(t.id) ? 1 : 2);
  return [...reviews].sort((a, b) => rank(a) - rank(b)).slice(0, CITY_TESTIMONIAL_COUNT);
}
