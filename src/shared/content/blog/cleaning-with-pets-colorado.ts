import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

export const cleaningWithPetsColorado: BlogPost = {
  id: "post-06",
  slug: "cleaning-with-pets-colorado",
  title: "Living With Pets in Colorado: Shedding, Dander and Pet-Safe Cleaning",
  excerpt:
    "Dry air makes pet hair cling to everything. Practical routines for shedding season, dander and accidents, using products that are safe for pets.",
  tags: ["Pets", "Healthy Home", "Cleaning Tips"],
  authorName: SAMPLE_TEAM.teamLead.name,
  publishedAt: "2025-02-11",
  published: true,
  bodyHtml: `
<p>Colorado might be the most dog-friendly place in the country. Trailheads, breweries and patios all over the South Denver metro welcome four-legged regulars, and a lot of the homes we clean have at least one pet. I have two dogs and a cat myself, so I know the feeling of vacuuming in the morning and finding tumbleweeds of fur under the couch by dinner. Here is what actually works.</p>

<h2>Why pet hair is worse here</h2>
<p>Low humidity builds static electricity, and static makes fur and dander cling to upholstery, curtains, baseboards and your clothes instead of falling to the floor where the vacuum can get it. Our big temperature swings also trigger heavy seasonal shedding: double-coated breeds like huskies, shepherds and retrievers "blow" their undercoats in spring and again in fall, and it can feel like the house is snowing fur for a few weeks.</p>

<h2>Stop the hair at the source</h2>
<ul>
  <li><strong>Brush outside.</strong> During shedding season, a few minutes with an undercoat rake on the patio several times a week removes more hair than any vacuum.</li>
  <li><strong>Feed the coat.</strong> Dry skin sheds more. Ask your vet whether a diet change or omega-3 supplement makes sense, and keep fresh water out; pets get dehydrated at altitude too.</li>
  <li><strong>Run a humidifier.</strong> Keeping indoor humidity near 30 to 40 percent in winter reduces static, so hair lets go of fabric more easily.</li>
  <li><strong>Cover favorite spots.</strong> A washable throw on the couch cushion your dog claims is much easier to clean than the couch.</li>
</ul>

<h2>Tools that earn their place</h2>
<ul>
  <li><strong>A vacuum with a sealed HEPA filter</strong> and a motorized pet brush. HEPA matters because dander particles are tiny; a leaky vacuum blows them back out.</li>
  <li><strong>Rubber gloves or a rubber broom.</strong> Slightly damp rubber pulls hair off upholstery and carpet in clumps. It is the cheapest tool on this list and one of the best.</li>
  <li><strong>Microfiber cloths, slightly damp,</strong> for baseboards and hard surfaces, where fur and dander collect in a line along the wall.</li>
  <li><strong>A window squeegee</strong> for carpeted stairs; drag it toward you and watch the hair roll up.</li>
</ul>

<h2>A realistic pet-household routine</h2>
<ol>
  <li><strong>Daily:</strong> quick vacuum of the main traffic path and wherever the pets sleep.</li>
  <li><strong>Weekly:</strong> full vacuum including upholstery and stairs; wash pet bedding and throws on hot; wipe food and water bowl areas; scoop and refresh litter.</li>
  <li><strong>Monthly:</strong> wipe baseboards and vents, wash the dog's collar and toys, vacuum under furniture, and change the furnace filter more often than the package suggests.</li>
</ol>

<h2>Choosing pet-safe products</h2>
<p>Pets walk on your floors, lie on your rugs and then lick their paws, so what you clean with matters.</p>
<ul>
  <li><strong>Rinse or dry floors after mopping.</strong> Residue from any cleaner ends up on paws.</li>
  <li><strong>Be careful with essential oils.</strong> Tea tree, pine, eucalyptus, citrus and several others can be toxic to cats and dogs, including in diffusers and "natural" sprays.</li>
  <li><strong>Avoid phenol-based disinfectants around cats,</strong> which are especially sensitive to them.</li>
  <li><strong>Never mix bleach with ammonia or vinegar.</strong> The fumes are dangerous for everyone, and pets are closer to the floor.</li>
  <li><strong>Keep products closed and put away</strong> during cleaning, not on the floor where a curious nose can tip them.</li>
</ul>
<p>If your pet gets into a cleaning product, call your veterinarian or an animal poison control line right away.</p>

<h2>Accidents and odors</h2>
<p>For urine and vomit, use an enzyme cleaner made for pet messes. Enzymes break down the proteins that cause odor; ordinary cleaners mask the smell, and your pet's nose will still find the spot and return to it. Blot, don't scrub, and don't use a steam cleaner on urine, since heat can set the odor into carpet fibers. In our dry climate, spots dry fast, so treat them promptly and let the enzyme cleaner stay damp for the time on the label.</p>

<h2>What to tell your cleaning team</h2>
<p>When you book, let us know about every pet, including the shy ones that hide under beds. We will ask whether they should be crated or kept in a room, whether they can go in the yard, and which products you prefer. Our standard pricing includes a pet-friendly adjustment of {{surcharges.petFriendly|money}}, which covers the extra time for hair on upholstery, stairs and baseboards.</p>

<h2>Let us handle the fur</h2>
<p>A professional clean every couple of weeks makes a big difference in a pet household, especially during shedding season. Try our <a href="/resources/estimate-calculator">estimate calculator</a> (there is a pets option), read about our <a href="/services/standard">standard clean</a>, or <a href="/booking">book a visit</a>. Everyone at {{business.name}} is happy to meet your pets, too.</p>
`,
};
