import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

export const choosingACleaningFrequency: BlogPost = {
  id: "post-07",
  slug: "choosing-a-cleaning-frequency",
  title: "Weekly, Bi-Weekly or Monthly? How to Choose a Cleaning Frequency",
  excerpt:
    "How pets, kids, flooring and budget change the right cleaning schedule, and what each option costs per visit with recurring discounts.",
  tags: ["Recurring Cleaning", "Cleaning Tips"],
  authorName: SAMPLE_TEAM.operations.name,
  publishedAt: "2025-05-06",
  published: true,
  bodyHtml: `
<p>Once people decide to get help with cleaning, the next question is how often. Book too rarely and each visit becomes a mini deep clean; book too often and you pay for a clean house to be cleaned again. The right frequency depends on how your household lives, not on a rule of thumb. Here is how we help families across Douglas County think it through.</p>

<h2>The three common schedules</h2>
<h3>Weekly</h3>
<p>Weekly cleaning keeps a home consistently "guest ready." Because dirt never has time to build up, each visit is efficient, which is why weekly service carries our largest recurring discount: {{frequencies.weekly.discount|percent}} off. Typical weekly visits run {{pricingDetails.recurring.perVisit.weekly.min|money}}-{{pricingDetails.recurring.perVisit.weekly.max|money}} per cleaning.</p>
<p><strong>Best for:</strong> busy families with young kids, homes with several pets, households that entertain often, and anyone with allergies who wants dust and dander kept low.</p>

<h3>Bi-weekly (every two weeks)</h3>
<p>Bi-weekly is our most popular schedule. It is frequent enough that bathrooms, kitchens and floors never get out of hand, and affordable enough for most budgets. It saves {{frequencies.bi-weekly.discount|percent}}, and typical visits run {{pricingDetails.recurring.perVisit.bi-weekly.min|money}}-{{pricingDetails.recurring.perVisit.bi-weekly.max|money}} per cleaning.</p>
<p><strong>Best for:</strong> working couples, families with older kids, homes with one pet, and people who keep up with daily tidying but do not want to spend weekends scrubbing.</p>

<h3>Monthly</h3>
<p>Monthly cleaning is a reliable reset for homes that stay fairly clean day to day. Expect each visit to take a bit longer than a bi-weekly one, since there is more to catch up on. Monthly plans save {{frequencies.monthly.discount|percent}}, with typical visits at {{pricingDetails.recurring.perVisit.monthly.min|money}}-{{pricingDetails.recurring.perVisit.monthly.max|money}}.</p>
<p><strong>Best for:</strong> single professionals, empty nesters, smaller homes, and households without pets.</p>

<h2>Five questions that decide it</h2>
<ol>
  <li><strong>How many people and pets live here?</strong> Every extra person adds dishes, laundry and bathroom use; every shedding pet adds hair and paw prints. More of either pushes toward weekly.</li>
  <li><strong>What are your floors?</strong> Carpet holds dust, dander and tracked-in grit and benefits from frequent vacuuming. Mostly hardwood or tile shows dust quickly but is faster to clean, so monthly can work for tidy households.</li>
  <li><strong>How big is the home?</strong> Larger homes simply have more surfaces collecting dust between visits; very large homes often do best weekly.</li>
  <li><strong>How much do you tidy in between?</strong> Be honest. If counters are usually cleared and laundry is put away, a less frequent schedule goes further.</li>
  <li><strong>What is your budget?</strong> A bi-weekly plan often costs less over a month than people expect, because the recurring discount and shorter visits offset the extra trip.</li>
</ol>

<h2>Colorado factors worth considering</h2>
<ul>
  <li><strong>Dust.</strong> Our dry, windy climate means dust builds faster than in humid places, especially near open space or new construction.</li>
  <li><strong>Seasons.</strong> Mud and mag chloride in spring, smoke in late summer, and holiday guests in winter are all reasons some clients switch to weekly for a month or two, then go back.</li>
  <li><strong>Allergies.</strong> Spring tree pollen along the Front Range can be intense; more frequent vacuuming and dusting helps.</li>
</ul>

<h2>Signs your current schedule is off</h2>
<ul>
  <li><strong>Too infrequent:</strong> you find yourself tidying and wiping down the bathroom the night before every visit, or the crew spends most of the time catching up on the kitchen and floors.</li>
  <li><strong>Too frequent:</strong> rooms look nearly untouched between visits, and you would rather put the money toward a seasonal deep clean.</li>
</ul>

<h2>You can change your mind</h2>
<p>Recurring plans with {{business.name}} carry no contract. You can move from bi-weekly to weekly for the holidays, or from weekly to monthly for the summer when you travel. For rescheduling a recurring visit, we ask for {{policies.recurringRescheduleNoticeHours.min}}-{{policies.recurringRescheduleNoticeHours.max}} hours' notice so we can shuffle the route for the crew.</p>
<p>Whatever schedule you choose, most homes still benefit from a deep clean {{serviceTimes.deepCleansPerYear.min}} to {{serviceTimes.deepCleansPerYear.max}} times a year for baseboards, blinds, vents and the other details a routine visit rotates through. Our post on <a href="/blog/deep-clean-vs-standard-clean">deep vs. standard cleaning</a> explains the difference.</p>

<h2>Find your schedule in a minute</h2>
<p>Our <a href="/resources/frequency-planner">frequency planner</a> asks five quick questions about your lifestyle, pets, flooring, home size and budget, and recommends a schedule. You can also compare plans on our <a href="/recurring-cleaning-douglas-county">recurring cleaning page</a>, check <a href="/pricing">pricing</a>, or <a href="/booking">book a free walkthrough</a> and we will suggest a schedule after seeing your home.</p>
`,
};
