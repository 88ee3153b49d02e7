import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

export const deepCleanVsStandardClean: BlogPost = {
  id: "post-05",
  slug: "deep-clean-vs-standard-clean",
  title: "Deep Clean vs. Standard Clean: Which One Does Your Home Need?",
  excerpt: "What each clean includes, how they are priced, and a simple way to decide which one to book first.",
  tags: ["Deep Cleaning", "Recurring Cleaning", "Cleaning Tips"],
  authorName: SAMPLE_TEAM.owner.name,
  publishedAt: "2024-10-08",
  published: true,
  bodyHtml: `
<p>The most common question we get on a first call is some version of "Which cleaning do I actually need?" The honest answer depends less on the size of your home than on how long it has been since it had a thorough, top-to-bottom clean. Here is how the two services differ and how to choose.</p>

<h2>What a standard clean covers</h2>
<p>A standard clean is maintenance. It keeps a home that is already in good shape looking and feeling clean. On a typical visit our team will:</p>
<ul>
  <li>Dust reachable surfaces, furniture, shelves and electronics.</li>
  <li>Clean and sanitize kitchen counters, the sink, stovetop and appliance exteriors.</li>
  <li>Clean toilets, tubs, showers, sinks, mirrors and bathroom floors.</li>
  <li>Vacuum carpets and rugs, and mop hard floors.</li>
  <li>Empty trash, make beds and tidy the main living spaces.</li>
</ul>
<p>Most standard cleans take {{serviceTimes.durations.standard}}. They are priced flat by home size, starting at {{services.standard.basePrice|money}} for smaller homes and rising with square footage, bedrooms and bathrooms. The full size table is on our <a href="/pricing">pricing page</a>.</p>

<h2>What a deep clean adds</h2>
<p>A deep clean is a reset. It includes everything in a standard clean, then goes after the build-up that routine visits are not designed to reach:</p>
<ul>
  <li>Baseboards, door frames, doors and light switches wiped by hand.</li>
  <li>Blinds, window sills and window tracks, where Colorado dust and grit settle.</li>
  <li>Ceiling fans, vents, light fixtures and the tops of cabinets and door frames.</li>
  <li>Soap scum, hard-water scale and grime on shower glass, tile and fixtures.</li>
  <li>Kitchen cabinet fronts, the backsplash, and greasy areas around the range hood.</li>
  <li>Behind and under furniture that can be moved safely.</li>
</ul>
<p>Because the work varies so much from home to home, deep cleans are billed hourly at {{services.deep.hourlyRate|money}} per cleaner. Most homes take a crew of {{serviceTimes.deepCleanCrew.cleaners}} cleaners about {{serviceTimes.deepCleanCrew.hours.min}}-{{serviceTimes.deepCleanCrew.hours.max}} hours, and most deep cleans land between {{priceRanges.deep.min|money}} and {{priceRanges.deep.max|money}}. You only pay for the time the home actually needs.</p>

<h2>When to book a deep clean</h2>
<ul>
  <li><strong>First visit with a new cleaning service.</strong> A deep clean brings the home to a baseline that future standard cleans can maintain efficiently.</li>
  <li><strong>It has been more than a couple of months</strong> since anyone cleaned baseboards, blinds or the inside of the shower door.</li>
  <li><strong>Seasonal resets.</strong> After a long winter of closed windows, or after wildfire smoke season.</li>
  <li><strong>Before or after an event:</strong> hosting family for the holidays, a new baby, or after a renovation.</li>
  <li><strong>Move-in or move-out.</strong> For empty homes, our <a href="/services/moveout">move in/out clean</a> goes further, with inside cabinets and appliances included.</li>
</ul>

<h2>When a standard clean is enough</h2>
<ul>
  <li>The home has been deep cleaned within the last few months.</li>
  <li>You are on a recurring schedule and want to keep it that way.</li>
  <li>You need a quick refresh before guests and the detail areas are already in decent shape.</li>
</ul>

<h2>The combination most families choose</h2>
<p>The most cost-effective pattern we see is one deep clean to reset the home, followed by recurring standard cleans to maintain it, with a deep clean {{serviceTimes.deepCleansPerYear.min}} to {{serviceTimes.deepCleansPerYear.max}} times a year to catch what builds up between visits. In Colorado, spring (after mud and de-icer season) and fall (after smoke season, before the holidays) are natural times for that reset.</p>
<p>Recurring visits also cost less per clean, because a maintained home takes less time and we pass that on as a discount. If you are not sure how often to schedule, our post on <a href="/blog/choosing-a-cleaning-frequency">choosing a cleaning frequency</a> walks through it.</p>

<h2>A quick way to decide</h2>
<p>Run a finger along the top of a baseboard in your busiest room and look at the tracks of a sliding door. If both are clean, a standard clean will do. If you find a gray line of dust or a track full of grit, start with a deep clean, and the standard cleans that follow will go further.</p>

<h2>Compare them side by side</h2>
<p>Our <a href="/resources/deep-clean-vs-standard">deep clean vs. standard clean guide</a> has a full comparison table and recommendations, and the <a href="/resources/estimate-calculator">estimate calculator</a> gives you a price range for either in under a minute. Still unsure? <a href="/contact">Ask us</a>, or <a href="/booking">book a free walkthrough</a> and someone from {{business.name}} will look at your home and recommend the right starting point.</p>
`,
};
