import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

// Still a draft (published: false): the owner reviews seasonal posts before they go live.
export const holidayHostingCleaningTimeline: BlogPost = {
  id: "post-11",
  slug: "holiday-hosting-cleaning-timeline",
  title: "Holiday Hosting Prep: A Two-Week Cleaning Timeline for Colorado Hosts",
  excerpt:
    "Hosting Thanksgiving or out-of-town family? A calm, two-week plan for guest rooms, kitchens and entryways, with snow and mud in mind.",
  tags: ["Seasonal", "Cleaning Tips", "Deep Cleaning"],
  authorName: SAMPLE_TEAM.owner.name,
  publishedAt: "2026-10-20",
  published: false,
  bodyHtml: `
<p>Hosting the holidays in Colorado comes with its own twists. Relatives fly into DIA and need a guest room, a November storm can turn your entryway into a slush pit the day everyone arrives, and the oven is about to work harder than it has all year. Spreading the cleaning over two weeks keeps the last few days for cooking and enjoying your people instead of scrubbing.</p>

<h2>Two weeks out: plan and declutter</h2>
<ul>
  <li><strong>Walk the house like a guest.</strong> Start at the front door and note what a visitor sees: the entry, the powder room, the living room, the guest room and the kitchen. That is your priority list.</li>
  <li><strong>Clear the clutter.</strong> Give every room a quick sort and box up anything that does not need to be out. Clear surfaces make every later step faster.</li>
  <li><strong>Book help early.</strong> November and December are the busiest months for cleaning companies, and most need {{visits.schedulingLeadWeeks.min}}-{{visits.schedulingLeadWeeks.max}} weeks' lead time in a normal month. Reserve a slot now.</li>
  <li><strong>Check supplies.</strong> Extra towels, sheets, toilet paper, hand soap and trash bags are easier to buy now than on the day before.</li>
</ul>

<h2>Ten days out: the deep work</h2>
<p>This is the time for the jobs you only do a few times a year.</p>
<ul>
  <li><strong>Clean the oven</strong> before the big cooking days. A self-clean cycle right before a holiday meal is a gamble; if it fails, you want time for a repair. Our inside-oven add-on is {{addOns.oven.price|money}} if you would rather hand it off.</li>
  <li><strong>Empty and clean the fridge</strong> to make room for the turkey, the pies and everyone's leftovers. The inside-fridge add-on is {{addOns.fridge.price|money}}.</li>
  <li><strong>Wash windows and glass doors.</strong> Low winter sun shows every streak. Our {{addOns.windows.name|lower}} add-on is {{addOns.windows.price|money}}.</li>
  <li><strong>Dust high and low:</strong> ceiling fans, light fixtures, the tops of picture frames and baseboards. Furnaces have been running for weeks and Colorado's dry air keeps dust floating, so expect more than usual.</li>
  <li><strong>Replace the furnace filter</strong> for the houseful of people on the way.</li>
</ul>

<h2>One week out: guest spaces</h2>
<h3>Guest room</h3>
<ul>
  <li>Wash the bedding, including the mattress pad and the spare blankets that have been in the closet since last year.</li>
  <li>Clear a drawer and some hangers, and put a luggage rack or a cleared chair by the bed.</li>
  <li>Add a small humidifier and a glass for water. Visitors from sea level feel our altitude and dry air, especially the first few nights.</li>
</ul>
<h3>Guest bathroom</h3>
<ul>
  <li>Scrub the tub, shower and toilet, and tackle hard-water spots on fixtures and glass.</li>
  <li>Set out fresh towels, a spare toothbrush, lotion and lip balm for the dry air.</li>
  <li>Make sure the plunger is where a guest can find it without asking.</li>
</ul>

<h2>Three days out: surfaces and floors</h2>
<ul>
  <li>Clean the kitchen thoroughly: counters, cabinet fronts, appliance exteriors, the microwave and the sink.</li>
  <li>Vacuum every room, including upholstery where guests will sit, and mop hard floors.</li>
  <li>Clean mirrors and glass tables, and wipe light switches and door handles.</li>
  <li>Run the dishwasher empty, so it is ready for the first of many loads.</li>
</ul>

<h2>Day before: the entryway and the quick pass</h2>
<p>Check the forecast. If snow is coming, set up a boot tray, a big absorbent mat inside the door and a basket for shoes, and clear a spot for wet coats. Shovel and treat the walkway early so guests are not tracking de-icer across your freshly mopped floors.</p>
<p>Then do a quick pass: wipe the bathrooms, empty the trash and recycling, fluff the pillows and put out fresh hand towels. Leave the dishwasher, trash cans and the fridge as empty as you can.</p>

<h2>After everyone leaves</h2>
<p>Strip the guest beds, run the towels, and take the recycling out before it takes over the garage. Then sit down; you earned it. Many of our clients book a post-holiday clean in early January so they can start the year with a reset.</p>

<h2>Let us do the heavy lifting</h2>
<p>Holiday slots fill up fast. See our <a href="/pricing">pricing and add-ons</a>, get a range from the <a href="/resources/estimate-calculator">estimate calculator</a>, or <a href="/booking">book your holiday clean</a> now, and let {{business.name}} get the house ready while you plan the menu.</p>
`,
};
