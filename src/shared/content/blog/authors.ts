/** The team members who write the blog, for the byline and the "About the Author" card. */
export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
}

// Fictional placeholders like the rest of the business details; the owner edits them here.
export const BLOG_AUTHORS = {
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
} as const satisfies Record<string, BlogAuthor>;

/** The id of an author's entry in /blog's "Written by our crew" card: the page that names them. */
export function authorAnchorId(author: BlogAuthor): string {
  return `author-${author.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/** The author card for a byline; undefined for names not on the team (the page then shows the business). */
export function authorByName(name: string): BlogAuthor | undefined {
  return Object.values(BLOG_AUTHORS).find((author) => author.name === name);
}
