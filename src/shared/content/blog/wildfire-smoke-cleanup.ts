import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

export const wildfireSmokeCleanup: BlogPost = {
  id: "post-04",
  slug: "wildfire-smoke-cleanup",
  title: "After the Smoke Clears: Cleaning Up From Wildfire Smoke Season",
  excerpt:
    "Hazy summer days leave fine soot on sills, fabrics and filters. How to protect your indoor air during smoke events and clean up safely afterward.",
  tags: ["Healthy Home", "Seasonal", "Colorado Living"],
  authorName: SAMPLE_TEAM.owner.name,
  publishedAt: "2024-08-20",
  published: true,
  bodyHtml: `
<p>Most Colorado summers now include at least a few days when the mountains disappear behind a brown haze. Sometimes the smoke is from fires in our own foothills; often it has drifted hundreds of miles from fires in other western states. Either way, the fine particles in wildfire smoke do not stop at your front door. They settle on window sills, cling to curtains and upholstery, and load up your furnace filter. Here is how to keep your indoor air as clean as possible during a smoke event, and how to clean up once it passes.</p>

<h2>During a smoke event: protect the air first</h2>
<p>When the Colorado Department of Public Health and Environment issues an air quality health advisory for smoke, the goal is to keep outdoor air out and clean the air that is already inside.</p>
<ul>
  <li><strong>Close windows and doors.</strong> On hot days that is hard without central air, but even a few hours of open windows lets in a lot of fine particulate.</li>
  <li><strong>Recirculate.</strong> Set your thermostat fan to "on" so air keeps passing through the filter, and turn off whole-house fans or evaporative (swamp) coolers that pull in outdoor air.</li>
  <li><strong>Use a better filter.</strong> If your system can handle it, a MERV 13 filter captures a much larger share of smoke-sized particles than a basic filter. Ask your HVAC technician if you are unsure.</li>
  <li><strong>Run a portable HEPA air cleaner</strong> in the bedroom where you sleep. A box fan with a MERV 13 filter strapped to the back is a well-tested low-cost alternative.</li>
  <li><strong>Don't add to the problem.</strong> Skip candles, incense, frying and vacuuming with an unfiltered vacuum until the air clears; all of them raise indoor particle levels.</li>
</ul>

<h2>After the smoke: a cleanup plan</h2>
<p>Once air quality returns to normal, open the house up for a good airing and work through these steps. Smoke residue is fine and slightly oily, so the key is to capture it, not spread it around.</p>

<h3>1. Replace filters</h3>
<p>Change your furnace filter even if it is not due; a filter that worked through a smoke event is often visibly gray. Rinse or replace filters in range hoods, air purifiers and window units too.</p>

<h3>2. Vacuum with a HEPA filter, top to bottom</h3>
<p>Use the brush attachment on upholstery, lampshades, curtains and the tops of cabinets, then do the floors last. A vacuum without a sealed HEPA filter blows the finest particles right back into the room.</p>

<h3>3. Damp-wipe hard surfaces</h3>
<p>Wipe sills, blinds, counters, shelves and baseboards with microfiber dampened with water and a drop of mild dish soap. Rinse the cloth often. Avoid dry dusting, which just lifts the soot back into the air. If ash landed on sills or a deck, do not sweep it dry; mist it lightly first and wipe or shop-vac it up.</p>

<h3>4. Wash fabrics</h3>
<p>Launder curtains, throw blankets, pillow covers and pet bedding. If a smoky smell lingers in upholstery, a baking soda sprinkle left overnight and vacuumed up the next day often helps.</p>

<h3>5. Clean the outdoor living areas</h3>
<p>Patio furniture, grills, window screens and outdoor cushions collect a lot of fallout. Hose down screens and hard furniture, and wash cushion covers. Keep kids' toys and pet bowls indoors during smoky days and wash them afterward.</p>

<h2>Protect yourself while you clean</h2>
<p>Wear gloves, and if there is visible ash or a lot of dust, a well-fitted N95 respirator rather than a cloth or surgical mask. People with asthma, heart or lung conditions, pregnant people, young children and older adults should let someone else handle the heavy cleanup when possible.</p>

<h2>When regular cleaning is not enough</h2>
<p>Everyday smoke haze from distant fires is something a thorough cleaning handles well. Homes close to an active fire are different. After the Marshall Fire, many Boulder County homes that did not burn still had heavy soot and ash inside walls, ducts and insulation. If your home has a strong persistent smoke odor, visible soot streaks, or ash inside the ductwork, call your insurance company and a certified fire and smoke restoration company first. That is specialized work, and we will tell you honestly if your home needs it.</p>

<h2>Quick smoke-season checklist</h2>
<ul>
  <li>Spare MERV 13 furnace filter on the shelf before July.</li>
  <li>Portable HEPA air cleaner sized for your bedroom.</li>
  <li>A few N95 respirators in the garage.</li>
  <li>Weather stripping checked on doors and windows.</li>
  <li>Air quality alerts turned on in your weather app.</li>
</ul>

<h2>We can help you reset</h2>
<p>A post-smoke clean is a lot of wiping, vacuuming and laundering. Our <a href="/services/deep">deep clean</a> covers the detail work, from blinds and baseboards to vents and light fixtures, and you can add a patio sweep and wipe-down for {{addOns.patio.price|money}}. <a href="/booking">Book a visit</a> or <a href="/contact">send us a message</a>, and the {{business.name}} team will help get your home feeling fresh again.</p>
`,
};
