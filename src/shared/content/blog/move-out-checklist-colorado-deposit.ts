import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

export const moveOutChecklistColoradoDeposit: BlogPost = {
  id: "post-03",
  slug: "move-out-checklist-colorado-deposit",
  title: "The Move-Out Cleaning Checklist That Helps You Get Your Colorado Deposit Back",
  excerpt:
    "A room-by-room move-out checklist built around what Colorado landlords actually inspect, plus how to document the clean so your deposit comes home.",
  tags: ["Moving", "Deep Cleaning", "Cleaning Tips"],
  authorName: SAMPLE_TEAM.operations.name,
  publishedAt: "2024-06-18",
  published: true,
  bodyHtml: `
<p>Summer is moving season across the South Denver metro, and the last hurdle before you hand over the keys is the move-out clean. It is also where most deposit disputes start. A landlord or property manager walking through an empty unit sees every ring in the oven and every smear on the baseboards, so a focused, systematic clean is the best way to protect your money.</p>

<h2>What Colorado law says, in plain terms</h2>
<p>Under Colorado's security deposit statute, a landlord generally has one month after the lease ends to return your deposit or send a written, itemized statement explaining any deductions. A lease can extend that window, but not past 60 days. Landlords may deduct for damage and for cleaning needed beyond ordinary use, but not for <em>normal wear and tear</em>, such as lightly worn carpet or minor scuffs from everyday living. Rules change, so read your lease and the current statute, and talk to a tenant resource or attorney if a dispute comes up; this post is practical advice, not legal advice.</p>
<p>The practical takeaway: leave the home visibly clean, and be able to prove it.</p>

<h2>Before you start</h2>
<ul>
  <li><strong>Find your move-in inspection report.</strong> Anything noted there as already damaged is not your responsibility.</li>
  <li><strong>Clean an empty home.</strong> It is far faster to clean after the boxes and furniture are gone.</li>
  <li><strong>Stock up:</strong> microfiber cloths, a degreaser, a non-scratch scrub pad, a magic eraser, glass cleaner, a vacuum with attachments and a mop.</li>
</ul>

<h2>Kitchen: where deposits are won or lost</h2>
<ul>
  <li>Inside the oven, the racks and the broiler drawer. Baked-on grease is the most common cleaning deduction we hear about.</li>
  <li>Inside the refrigerator and freezer, including drawers, door shelves and gaskets. Defrost if needed, and prop the door open if the power will be off.</li>
  <li>Stovetop, drip pans or glass top, and the range hood including its filter (soak it in hot water with degreaser).</li>
  <li>Inside and outside every cabinet and drawer, plus cabinet fronts where hands touch.</li>
  <li>Microwave inside and out, dishwasher filter and door edges, sink and faucet.</li>
  <li>Countertops, backsplash, and the floor, including under the fridge and stove if they slide out safely.</li>
</ul>

<h2>Bathrooms</h2>
<ul>
  <li>Toilet inside, outside and around the base and bolts.</li>
  <li>Tub, shower walls, glass and fixtures. Colorado's dry air leaves hard-water spots behind fast; our <a href="/blog/hard-water-stains-colorado">hard water guide</a> covers how to lift them.</li>
  <li>Grout and caulk lines; mildew on caulk often comes off with a paste of baking soda and a little dish soap.</li>
  <li>Mirrors, vanity inside and out, exhaust fan cover, and the floor.</li>
</ul>

<h2>Bedrooms and living areas</h2>
<ul>
  <li>Closets: shelves, rods and floors.</li>
  <li>Baseboards, door frames, doors and light switches.</li>
  <li>Wall scuffs and marks. Test a magic eraser on a hidden spot first; it can dull flat paint.</li>
  <li>Blinds, window sills and window tracks. Tracks fill with fine grit in our windy climate and inspectors do look.</li>
  <li>Ceiling fans and light fixtures, including dead bugs in the globes.</li>
  <li>Vacuum carpets thoroughly. If your lease requires professional carpet cleaning, keep the receipt.</li>
</ul>

<h2>The easily missed extras</h2>
<ul>
  <li>Replace burned-out bulbs and HVAC filters.</li>
  <li>Remove nails and command strips; patch small holes if your lease allows it.</li>
  <li>Sweep the garage, patio or balcony, and clear out anything left in storage units.</li>
  <li>Clean the washer and dryer, including the lint trap and the washer gasket.</li>
</ul>

<h2>Document everything</h2>
<p>When you finish, walk through every room and take date-stamped photos and a slow video: inside the oven and fridge, each bathroom, floors, closets and walls. Save them with your move-in report and your lease. If a deduction shows up later, you will have clear evidence of the condition you left.</p>

<h2>Hiring a move-out clean</h2>
<p>A move-out clean is a lot of work on the same week you are packing, changing utilities and driving a rental truck. Our <a href="/services/moveout">move in/out cleaning</a> is built for empty homes and already includes inside cabinets and appliances, so you do not need separate fridge or oven add-ons (on a regular visit those run {{addOns.fridge.price|money}} and {{addOns.oven.price|money}}). It is billed at {{services.moveout.hourlyRate|money}} per cleaner per hour, and most homes take {{serviceTimes.durations.moveout}} depending on size and condition.</p>
<p>Moving weeks fill up quickly, so book at least {{policies.moveCleaningNoticeHours}} hours ahead, and earlier at the end of the month. Get a number for your home with our <a href="/resources/estimate-calculator">estimate calculator</a>, see the full list on our <a href="/move-in-out-cleaning-douglas-county">Douglas County move-in/out page</a>, or <a href="/booking">book your move-out clean</a> and let {{business.name}} handle the scrubbing while you handle the move.</p>
`,
};
