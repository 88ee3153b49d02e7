/**
 * The sample team named on the blog as its writers (fictional, like the rest of the shipped
 * business details): revision 1's team members, and the bylines of the sample posts. The launch
 * checklist flags them until the owner replaces or confirms them.
 */
export const SAMPLE_TEAM = {
  owner: {
    name: "Jenna Morales",
    role: "Owner & Founder",
    bio: `Jenna started {{business.name}} in {{business.foundedYear}} and still walks through homes with new clients herself. Between her and the crew, the team brings {{claims.yearsOfExpertise}}+ years of cleaning experience to Douglas County and the South Denver metro.`,
  },
  operations: {
    name: "Marco Morales",
    role: "Operations Manager",
    bio: `Marco runs scheduling, supplies and training at {{business.name}}. He is the one who figures out how to get a crew to Franktown and back to Lone Tree before the afternoon traffic.`,
  },
  teamLead: {
    name: "Tasha Reed",
    role: "Senior Team Lead",
    bio: `Tasha leads our deep-clean and move-out crews and trains every new cleaner on our checklists. She shares her home with two dogs and a cat, so pet hair is a personal mission.`,
  },
} as const;
