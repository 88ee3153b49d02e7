import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

export const garageCleanOutAfterWinter: BlogPost = {
  id: "post-10",
  slug: "garage-clean-out-after-winter",
  title: "The Spring Garage Clean-Out: Clearing Mag Chloride, Road Grime and Winter Clutter",
  excerpt:
    "Winter leaves Colorado garages coated in de-icer, sand and clutter. A step-by-step spring clean-out that protects your concrete and your weekend.",
  tags: ["Garage", "Seasonal", "Colorado Living"],
  authorName: SAMPLE_TEAM.owner.name,
  publishedAt: "2026-03-24",
  published: true,
  bodyHtml: `
<p>By the end of a Colorado winter, most garages look like they lost a fight. Every storm drips slush, sand and magnesium chloride off the cars onto the floor, dry leaves blow in with the chinooks, and the corner that was supposed to hold the holiday boxes now holds everything else. A spring clean-out takes a weekend, but it protects your concrete, makes the space usable again and cuts down on the dirt that gets tracked into the house.</p>

<h2>Why de-icer residue matters</h2>
<p>Colorado road crews rely heavily on liquid magnesium chloride. It works well on roads, but on your garage floor it leaves a white, slightly tacky crust that attracts moisture. Left for season after season, chloride salts and repeated freeze-thaw cycles can contribute to surface scaling and flaking on concrete, especially on newer or unsealed slabs. They also corrode tool chests, shelving legs and anything metal that sits on the floor, and the residue gets tracked inside on shoes and paws.</p>

<h2>Step 1: Empty and sort</h2>
<p>Pick a dry, calm day and pull as much as you can onto the driveway. Sort into four groups: keep, donate, recycle or dispose, and belongs somewhere else. Be honest about the sled nobody has used in three winters.</p>
<ul>
  <li>Old paint can go to a PaintCare drop-off site; many paint and hardware stores in the metro area accept it.</li>
  <li>Motor oil, antifreeze and batteries are accepted at many auto parts stores.</li>
  <li>Pesticides, solvents and other chemicals belong at your county's household hazardous waste collection, not in the trash.</li>
</ul>

<h2>Step 2: Top down, dry first</h2>
<p>Knock down cobwebs from ceiling corners, the garage door track, light fixtures and window frames with a long-handled broom. Western black widow spiders do live along the Front Range and like undisturbed garage corners, so wear gloves and look before you reach into boxes or behind shelving.</p>
<p>Then sweep the whole floor with a stiff push broom to remove sand and grit, working toward the door. Sweeping first keeps you from turning grit into mud when you add water.</p>

<h2>Step 3: A careful word about rodents</h2>
<p>Mice move into garages over the winter. If you find droppings or nesting material, do not sweep or vacuum it, which can put hantavirus particles into the air. Ventilate for at least 30 minutes, wear rubber gloves, spray the area with a bleach solution (about 1 part bleach to 10 parts water), let it soak for five minutes, then wipe it up with paper towels and bag it. Wash your gloved hands before removing the gloves. Then find and seal the gap they came in through.</p>

<h2>Step 4: Wash the floor and lift the salt</h2>
<ol>
  <li>Wet the floor with a hose or a bucket of warm water.</li>
  <li>Scrub with a deck brush and a concrete cleaner or a mild detergent solution, focusing on the tire tracks and the area in front of the door where residue is heaviest.</li>
  <li>For the white crust left by de-icer, a second scrub with a diluted white vinegar solution helps break it up.</li>
  <li>Squeegee everything out the door and rinse well. Let the floor dry completely with the door open.</li>
</ol>
<p>Oil stains respond to a degreaser worked in with a stiff brush, or to cat litter or a poultice left overnight to draw oil out of the pores. Old stains may fade rather than disappear.</p>

<h2>Step 5: Protect and organize</h2>
<ul>
  <li><strong>Seal the concrete.</strong> Once it is clean and completely dry, a penetrating concrete sealer makes next winter's cleanup much easier. Follow the product's temperature guidance; early spring nights can still dip below freezing.</li>
  <li><strong>Get things off the floor.</strong> Wall rails, pegboard and sturdy shelving keep items above the meltwater zone and make sweeping faster.</li>
  <li><strong>Add a containment mat</strong> under each car next winter. These ribbed mats catch slush and de-icer so it can be squeegeed out instead of soaking into the slab.</li>
  <li><strong>Zone it.</strong> Keep sports gear, gardening supplies, tools and seasonal decorations in their own areas, with the things you use weekly closest to the door.</li>
</ul>

<h2>Step 6: Don't forget the details</h2>
<p>Wipe down shelves, the door opener buttons and the door into the house. Clean the garage windows, replace burned-out bulbs, and check the weatherstripping along the bottom of the garage door; a worn seal lets in snow, leaves and mice.</p>

<h2>Want it done in an afternoon?</h2>
<p>A garage clean-out is heavy, dusty work, and it is one of our most popular spring services. Our <a href="/services/garage">garage clean-out</a> is a flat rate starting at {{services.garage.basePrice|money}}, and covers sweeping, cobweb removal, shelf wipe-downs and sorting for haul-out. See <a href="/pricing">pricing</a> for details, or <a href="/booking">book a visit</a> and let {{business.name}} give you your garage back.</p>
`,
};
