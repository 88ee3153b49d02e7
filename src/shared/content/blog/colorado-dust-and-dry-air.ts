import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

export const coloradoDustAndDryAir: BlogPost = {
  id: "post-01",
  slug: "colorado-dust-and-dry-air",
  title: "Why Is My Colorado Home So Dusty? Dry Air, Wind and What Actually Helps",
  excerpt:
    "Dust settles faster along the Front Range than almost anywhere. Here is why, and the filter, humidity and cleaning habits that keep it under control.",
  tags: ["Colorado Living", "Healthy Home", "Cleaning Tips"],
  authorName: SAMPLE_TEAM.owner.name,
  publishedAt: "2024-02-12",
  published: true,
  bodyHtml: `
<p>If you moved to Parker, Castle Rock or Highlands Ranch from somewhere humid, you probably noticed it within a month: you wipe the TV stand on Saturday and there is a fresh gray film by Wednesday. You are not imagining it, and you are not a worse housekeeper than you used to be. Homes along the Front Range really do collect dust faster, and understanding why makes it much easier to fight back.</p>

<h2>Why the Front Range is so dusty</h2>
<h3>Dry air keeps dust airborne</h3>
<p>Our semi-arid climate means indoor humidity often drops into the teens during a heated winter. In moist air, fine particles pick up a little water, get heavier and settle quickly where a vacuum can reach them. In very dry air they stay light, float longer and drift onto every horizontal surface. Dry air also builds static charge, which is why dust clings to screens, plastic blinds and the tops of door frames.</p>
<h3>Wind, open space and construction</h3>
<p>Chinook winds can gust hard off the foothills in late fall and winter, and spring brings its own windy stretches. Much of Douglas County borders open prairie, and many neighborhoods still have active construction nearby. Every gust carries fine soil, and it finds its way in through door sweeps, window tracks and the garage.</p>
<h3>Altitude and sunshine</h3>
<p>At roughly a mile high, strong sun breaks down fabrics, rugs and upholstery a little faster than at sea level. Those tiny fibers become part of household dust too, especially in sunny west-facing rooms.</p>

<h2>Start with the air, not the duster</h2>
<p>Cleaning removes dust that has already landed. The bigger win is catching it before it lands.</p>
<ul>
  <li><strong>Upgrade and change your furnace filter.</strong> A pleated filter rated around MERV 8 to 11 catches far more fine dust than the thin fiberglass kind, without choking most residential systems. Check it monthly during heating and cooling season and replace it every one to three months, sooner if you have pets or nearby construction.</li>
  <li><strong>Run the fan.</strong> Setting your thermostat fan to "on" for a few hours a day pushes more air through that filter, even when the furnace is not heating.</li>
  <li><strong>Add some humidity.</strong> A whole-house or room humidifier that keeps indoor humidity around 30 to 40 percent in winter noticeably reduces static and floating dust. Going much higher invites condensation on cold windows, so a cheap hygrometer is worth having.</li>
  <li><strong>Seal the easy leaks.</strong> Worn door sweeps and weatherstripping are common in homes that have seen a few Colorado winters. Replacing them is an inexpensive afternoon project that cuts both dust and heating bills.</li>
</ul>

<h2>Clean in the right order</h2>
<p>Dust falls, so work from the top down and finish with the floors. Our crews follow the same sequence in every room:</p>
<ol>
  <li>Ceiling fans, light fixtures and the tops of door frames and tall furniture.</li>
  <li>Shelves, picture frames, lamps and electronics.</li>
  <li>Window sills, blinds and baseboards.</li>
  <li>Upholstery, then floors last with a vacuum that has a sealed HEPA filter.</li>
</ol>
<p>Use slightly damp microfiber cloths instead of feather dusters. A feather duster mostly relocates dust into the air, where our dry climate keeps it floating until it lands right back on the shelf. Microfiber traps it, and a barely damp cloth also discharges static so surfaces stay clean longer.</p>

<h2>Spots people forget</h2>
<ul>
  <li><strong>Return air vents and registers.</strong> Vacuum the grilles; they collect a gray fuzz that blows back into the room.</li>
  <li><strong>Refrigerator coils and the dryer vent.</strong> Dusty coils make your fridge work harder, and a clogged dryer vent is a fire risk.</li>
  <li><strong>Under and behind furniture.</strong> Dust bunnies grow fastest where air stalls.</li>
  <li><strong>Window tracks.</strong> After a windy week, tracks fill with fine grit. A crevice tool followed by a damp cloth clears them in minutes.</li>
  <li><strong>Houseplant leaves.</strong> Dusty leaves cannot photosynthesize well; wipe them gently or give them a lukewarm shower.</li>
</ul>

<h2>How often should you dust in Colorado?</h2>
<p>For most households, a weekly pass on high-traffic surfaces and floors keeps things comfortable, with a deeper top-to-bottom dusting of fans, vents, baseboards and blinds every month or two. Allergy sufferers, homes near construction and homes with shedding pets usually benefit from more frequent vacuuming, two or three times a week in the worst months.</p>
<p>If keeping up feels like a second job, that is exactly what recurring cleaning is for. Weekly service with {{business.name}} comes with a {{frequencies.weekly.discount|percent}} recurring discount, and bi-weekly visits save {{frequencies.bi-weekly.discount|percent}}. Not sure which rhythm fits your home? Our <a href="/resources/frequency-planner">cleaning frequency planner</a> takes about a minute.</p>

<h2>Let us take the dust off your list</h2>
<p>Our team cleans homes across Douglas County and the South Denver metro every week, and dust control is built into every visit. See what a <a href="/services/standard">standard clean</a> includes, check <a href="/pricing">our pricing</a>, or <a href="/booking">book a free walkthrough</a> and we will build a plan around your home.</p>
`,
};
