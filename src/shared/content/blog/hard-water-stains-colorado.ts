import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

export const hardWaterStainsColorado: BlogPost = {
  id: "post-08",
  slug: "hard-water-stains-colorado",
  title: "Hard Water in the Denver Metro: Beating Spots, Scale and Cloudy Shower Glass",
  excerpt:
    "Why mineral spots show up so fast in Colorado bathrooms and kitchens, and the safe, surface-by-surface way to remove them and keep them away.",
  tags: ["Cleaning Tips", "Colorado Living", "Deep Cleaning"],
  authorName: SAMPLE_TEAM.teamLead.name,
  publishedAt: "2025-09-16",
  published: true,
  bodyHtml: `
<p>White spots on the faucet, a cloudy film on the shower door, a chalky ring in the toilet bowl: these are the calling cards of hard water, and we see them in homes all over the South Denver metro. The good news is that mineral deposits come off with the right approach, and a few habits keep them from coming back.</p>

<h2>Why spots appear so fast here</h2>
<p>Hard water carries dissolved calcium and magnesium. When a film of water evaporates, the minerals stay behind as spots and, over time, crusty scale. How hard your water is depends on your provider: mountain snowmelt is relatively soft, while many Douglas County communities blend in groundwater from the deep Denver Basin aquifers, which tends to carry more minerals. Your provider's annual water quality report lists the hardness for your area.</p>
<p>Our climate makes it worse. In dry air, water on a shower door or a kitchen faucet evaporates in minutes instead of running off, so nearly every splash leaves its minerals behind. That is why a bathroom in Castle Rock can look spotty a day after cleaning while the same routine works fine in a humid state.</p>

<h2>The basic chemistry: acid dissolves minerals</h2>
<p>Mineral scale is alkaline, so a mild acid breaks it down. Plain white vinegar and citric acid are the workhorses. The trick is contact time: spraying and wiping immediately does little, but letting the acid sit for 10 to 30 minutes does most of the work for you.</p>

<h2>Surface by surface</h2>
<h3>Shower glass</h3>
<ol>
  <li>Spray with undiluted white vinegar warmed in the microwave (warm works faster), or a commercial hard-water remover.</li>
  <li>Lay paper towels over heavy areas and spray them again so the acid stays in contact.</li>
  <li>After 15 to 30 minutes, scrub with a non-scratch pad, rinse and squeegee dry.</li>
  <li>For stubborn film, a paste of baking soda and dish soap applied after the vinegar gives extra gentle scrubbing power.</li>
</ol>
<h3>Faucets and fixtures</h3>
<p>Wrap a vinegar-soaked cloth around the faucet or secure a small bag of vinegar over the showerhead with a rubber band and leave it for an hour. Unscrew faucet aerators and soak them too; scale inside them is often why water pressure drops. Rinse well and buff dry. Test first on specialty finishes like oil-rubbed bronze or matte black, which some acids can dull.</p>
<h3>Toilets</h3>
<p>Lower the water level by turning off the supply and flushing, then apply a pumice stone (wet, on porcelain only) or a citric acid cleaner to the ring. Scale under the rim jets slows flushing; a bottle brush and some acid clears them.</p>
<h3>Dishes and glassware</h3>
<p>Use a rinse aid in the dishwasher and run an empty cycle with a cup of vinegar on the top rack once a month. Cloudy glasses that do not wipe clean may be etched rather than spotted, and etching is permanent.</p>
<h3>Kettles and coffee makers</h3>
<p>Descale with a citric acid solution or equal parts vinegar and water every month or two, then run two cycles of plain water.</p>

<h2>What not to do</h2>
<ul>
  <li><strong>No acids on natural stone.</strong> Vinegar, lemon and most hard-water removers etch marble, travertine, limestone and some granite. Use a stone-safe cleaner and ask a stone professional about heavy deposits.</li>
  <li><strong>No steel wool or abrasive powders on glass, chrome or acrylic.</strong> Scratches give minerals a place to anchor, and the spots come back faster.</li>
  <li><strong>Never mix vinegar or acid cleaners with bleach.</strong> The combination releases chlorine gas.</li>
</ul>

<h2>Keep it from coming back</h2>
<ul>
  <li><strong>Squeegee the shower</strong> after every use. Twenty seconds now saves twenty minutes of scrubbing later.</li>
  <li><strong>Dry fixtures</strong> with a microfiber towel after cleaning so the final rinse does not leave new spots.</li>
  <li><strong>Consider a water-repellent glass treatment</strong> for shower doors once the glass is fully clean.</li>
  <li><strong>Ask about a water softener</strong> if your water is very hard; it protects your water heater and appliances as well as your fixtures.</li>
</ul>

<h2>When the build-up has won</h2>
<p>Years of scale on a shower door or tile wall takes patience and the right products. Hard-water removal is part of every <a href="/services/deep">deep clean</a> we do, billed at {{services.deep.hourlyRate|money}} per cleaner per hour, and our recurring clients stay ahead of it with regular visits. Tell us about your trouble spots through our <a href="/contact">contact form</a> or <a href="/booking">book a free walkthrough</a>, and {{business.name}} will let you know what can be restored and what may be permanent etching.</p>
`,
};
