import type { ServiceKey } from "../catalog/services";

/**
 * Captions of each service's gallery, apart from the rest of the service pages' copy
 * so the home page's before/after results can show them without downloading all of it.
 */
export const SERVICE_GALLERY_CAPTIONS: Readonly<Record<ServiceKey, readonly string[]>> = {
  standard: [
    "Kitchen counters cleared of crumbs and fingerprints, stainless appliances streak-free",
    "A bathroom vanity and mirror before and after a routine clean",
    "A family room dusted, vacuumed and reset for the week",
  ],
  deep: [
    "Shower grout and glass before and after hard-water scale removal",
    "Baseboards and door frames wiped down by hand",
    "A range hood and backsplash degreased back to a shine",
  ],
  moveout: [
    "Empty kitchen cabinets wiped out and ready for the next owner",
    "An oven interior before and after degreasing",
    "A vacant bedroom with clean floors, baseboards and closet shelves",
  ],
  garage: [
    "A two-car garage floor cleared, swept and free of winter grime",
    "Cluttered shelves sorted and neatly organized",
    "Cobweb-covered rafters and corners cleaned",
  ],
};
