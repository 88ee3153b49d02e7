import type { BlogPost } from "../types";
import { SAMPLE_TEAM } from "./sample-team";

export const preparingYourHomeForACleaner: BlogPost = {
  id: "post-09",
  slug: "preparing-your-home-for-a-cleaner",
  title: "How to Prepare Your Home for a Professional Cleaner (and What You Can Skip)",
  excerpt:
    "Fifteen minutes of prep gets you a noticeably better clean. What to do before the crew arrives, what to leave for us, and how to talk priorities.",
  tags: ["Cleaning Tips", "Recurring Cleaning"],
  authorName: SAMPLE_TEAM.operations.name,
  publishedAt: "2026-01-13",
  published: true,
  bodyHtml: `
<p>One of the funniest things new clients tell us is that they cleaned the house before the cleaners came. We understand the instinct, but you really do not need to. What helps is a little preparation that lets the crew spend their time cleaning instead of working around things. Here is what makes the biggest difference, from the people who walk into dozens of homes across Douglas County every week.</p>

<h2>The day before</h2>
<h3>Pick up, don't clean</h3>
<p>Clear the surfaces you want cleaned. Mail on the kitchen island, toys on the floor and clothes on the bathroom counter all have to be moved before anyone can wipe or vacuum underneath. Cleaners are happy to straighten up, but we won't guess where your things belong or throw anything away. A quick pass with a laundry basket through each room is usually enough.</p>
<h3>Put away valuables and personal papers</h3>
<p>Jewelry, cash, prescription medications and sensitive documents are best tucked into a drawer or closet. It is good practice with any service provider and it takes a worry off everyone's mind.</p>
<h3>Do the dishes, or at least load the dishwasher</h3>
<p>A sink full of dishes means the sink, counters around it and often the stovetop can't be cleaned properly. If you would like us to wash dishes, just say so ahead of time so we can plan the time.</p>

<h2>Access and logistics</h2>
<ul>
  <li><strong>Entry.</strong> Let us know if you will be home, or share a door code, lockbox or key. Many clients in gated communities such as The Pinery or Castle Pines forget to add us to the gate list; a quick call to your HOA or an app entry saves a lot of waiting at the gate.</li>
  <li><strong>Parking.</strong> Tell us where the crew can park, especially in townhome communities with strict HOA parking rules, or on snowy days when plows come through.</li>
  <li><strong>Alarms and smart locks.</strong> Share a temporary code or set the system to a service mode.</li>
  <li><strong>Timing.</strong> We schedule arrivals in {{visits.arrivalWindowHours}}-hour windows because traffic on I-25 and Parker Road does not always cooperate. If you need to leave by a certain time, tell us when you book.</li>
</ul>

<h2>Pets</h2>
<p>Most pets do great with our team, but cleaning days can be stressful for some. Vacuums are loud and doors open and close a lot. Decide in advance whether your pet will be crated, in a closed room, in the yard or with you. Put a note on any door that must stay closed, and let us know about escape artists so no one accidentally lets the cat out.</p>

<h2>Tell us your priorities</h2>
<p>Every home has a spot that matters most to its owner: the kitchen you cook in every night, the guest bathroom before family visits, or the stairs the dog sheds on. Tell us, and we will start there and give it extra attention. It also helps to point out:</p>
<ul>
  <li>Surfaces that need special care, such as natural stone counters, unsealed wood or antique furniture.</li>
  <li>Products you prefer, or avoid because of allergies, pets or sensitivities.</li>
  <li>Areas that are off limits, such as a home office or a child's room during nap time.</li>
  <li>Anything broken or fragile we should know about before we touch it.</li>
</ul>
<p>Our <a href="/resources/walkthrough-checklist">walkthrough checklist</a> is a handy way to capture all of this before your first visit.</p>

<h2>What you can skip</h2>
<ul>
  <li><strong>Pre-cleaning.</strong> That's our job, and it's what you are paying for.</li>
  <li><strong>Buying supplies.</strong> We bring our own products and equipment. If you would like us to use something specific, leave it out with a note.</li>
  <li><strong>Staying home.</strong> Many clients are at work during the clean. Leave access instructions and you will come home to a clean house.</li>
</ul>

<h2>After the clean</h2>
<p>Walk through the house when you get a chance. If anything was missed, contact us within {{guarantee.reportWithinHours}} hours and we will come back and make it right; that is our satisfaction guarantee. Feedback also helps us tune future visits, so tell us what you loved too.</p>

<h2>If plans change</h2>
<p>Life happens. If you need to cancel or reschedule, please give us at least {{policies.cancellationNoticeHours}} hours' notice so we can offer the time to another family. New bookings typically need about {{policies.bookingNoticeHours}} hours' notice.</p>

<h2>Ready for your first visit?</h2>
<p>If you have questions about what to expect, our <a href="/faq">FAQ</a> covers the common ones, or call us at {{business.phone.display}}. When you are ready, <a href="/booking">book a free walkthrough</a> and we will build a cleaning plan around your home and your priorities.</p>
`,
};
