import type { SiteFacts } from "#shared/facts/site-facts-schema";

/** A team member as the facts name them: the blog's bylines, its writers card and "About the Author". */
export type TeamMember = SiteFacts["team"]["members"][number];

/** The id of a team member's entry in /blog's "Written by our crew" card: the page that names them. */
export function authorAnchorId(member: Pick<TeamMember, "name">): string {
  return `author-${member.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/** The team member a byline names; undefined for names not on the team (the page then shows the business). */
export function teamMemberByName(members: readonly TeamMember[], name: string): TeamMember | undefined {
  const byline = name.trim();
  return members.find((member) => member.name === byline);
}
