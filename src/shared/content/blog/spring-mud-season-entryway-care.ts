import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

export const springMudSeasonEntrywayCare: BlogPost = {
  id: "post-02",
  slug: "spring-mud-season-entryway-care",
  title: "Mud Season on the Front Range: Entryway Habits That Save Your Floors",
  excerpt:
    "March snow, April thaw, and a trail of mud and mag chloride across the hardwood. A simple entryway system keeps spring grit where it belongs.",
  tags: ["Seasonal", "Colorado Living", "Cleaning Tips"],
  authorName: SAMPLE_TEAM.teamLead.name,
  publishedAt: "2024-04-08",
  published: true,
  bodyHtml: `
<p>Ask anyone who has lived in Douglas County for a few years and they will tell you spring does not arrive all at once. March is often the snowiest month of the year along the Front Range, and April can swing from a 70-degree afternoon to a foot of wet snow overnight. Every melt turns yards, trailheads and construction lots into mud, and every storm brings another coat of de-icer on the roads. All of it wants to come inside on your shoes.</p>

<h2>What your entryway is really fighting</h2>
<ul>
  <li><strong>Grit.</strong> Sand and fine gravel from plowed roads act like sandpaper under foot traffic. A few weeks of it can dull the finish on hardwood and luxury vinyl plank near the door.</li>
  <li><strong>Magnesium chloride.</strong> Most Colorado road crews use liquid mag chloride as a de-icer. Tracked indoors, it leaves a whitish, slightly oily film on floors and a crusty residue on carpet and rugs. It also attracts moisture, so it can keep surfaces tacky long after the storm.</li>
  <li><strong>Water.</strong> Standing meltwater from boots can cloud floor finishes, swell laminate seams and leave mineral rings as it evaporates in our dry air.</li>
  <li><strong>Mud.</strong> Clay-heavy soil common around Castle Rock and Parker dries into stubborn, staining dust that spreads further every time it is walked on.</li>
</ul>

<h2>Build a two-mat system</h2>
<p>Commercial buildings use a simple rule: the more steps a shoe takes on a mat, the less dirt reaches the floor. You can copy it at home.</p>
<ol>
  <li><strong>Outside mat:</strong> a stiff, coarse mat (coir or rubber with scraper ridges) that knocks off mud and snow. Shake or hose it off weekly in spring.</li>
  <li><strong>Inside mat:</strong> an absorbent, washable mat with a rubber back, long enough for at least two full steps. This catches moisture and fine grit. Wash it every week or two during mud season; a soaked mat stops working.</li>
</ol>
<p>Add a boot tray with a raised grate so melting snow drains away from soles, and a basket or bench so shoes actually come off at the door. A shoes-off house is the single most effective floor-care habit there is.</p>

<h2>Cleaning up mag chloride residue</h2>
<p>Mag chloride is not as harsh as rock salt, but it does not come up with a dry mop either. Here is the method our crews use:</p>
<ol>
  <li>Vacuum or dry-mop first to remove loose grit so you are not grinding it in.</li>
  <li>Mop with warm water and a small amount of pH-neutral floor cleaner. For sealed hardwood and LVP, wring the mop until it is barely damp.</li>
  <li>If a film remains on tile or vinyl, a second pass with a diluted white vinegar solution (roughly half a cup per gallon of warm water) helps cut it. Skip vinegar on natural stone and on waxed or oiled wood floors.</li>
  <li>Dry the floor with a clean microfiber pad. Drying is the step that prevents new water spots.</li>
</ol>
<p>For rugs and carpet near the door, blot residue with warm water and a drop of dish soap, then blot with plain water and let it dry fully. Repeat rather than scrubbing hard, which frays fibers.</p>

<h2>Don't forget the garage and the car</h2>
<p>The garage is where most of the slush ends up. Squeegee standing meltwater toward the drain or door, and sweep up dried residue before it gets carried into the house. Car floor mats hold a surprising amount of de-icer; pull them out and rinse them on the first warm day. When spring finally settles in, a full garage reset is worth it; we cover that in our post on <a href="/blog/garage-clean-out-after-winter">cleaning out the garage after winter</a>.</p>

<h2>Pets and mud season</h2>
<p>Dogs track in more mud than the rest of the family combined. Keep an old towel and a shallow tub of water by the door for paws, especially after walks on treated sidewalks. Mag chloride can dry out and irritate paw pads, so a quick rinse protects them as well as your floors.</p>

<h2>A spring entryway checklist</h2>
<ul>
  <li>Wash or replace the inside mat; shake out or hose off the outside mat.</li>
  <li>Wipe baseboards and the lower part of walls near the door, where splash marks collect.</li>
  <li>Clean the storm door glass and the threshold track.</li>
  <li>Wipe down the boot tray, shoe bench and coat hooks.</li>
  <li>Check floor finish near the door; dull patches may need a professional refinish before they wear through.</li>
</ul>

<h2>Ready for a spring reset?</h2>
<p>After a long winter, many of our clients book a spring deep clean to get baseboards, floors and entryways back to a true clean before summer. Deep cleans are billed at {{services.deep.hourlyRate|money}} per cleaner per hour, so you only pay for the time your home needs. Learn what's included on our <a href="/services/deep">deep clean page</a>, or <a href="/booking">book a free walkthrough</a> and the {{business.name}} team will take it from there.</p>
`,
};
