/**
 * The document's copy as visitors see it: the FAQ, about, team and community copy quote other
 * facts by token (ADR 0031), filled here from the same revision. Every reader of that copy (the
 * facts queries and the prerender, the home page's questions, Dove) goes through these, so a
 * rename or a price change reaches it; the owner's editor reads the document as written.
 */
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { fillFactTokens } from "./fact-tokens";

const text = (copy: string, facts: SiteFacts) => fillFactTokens(copy, facts, { html: false });

export function filledFaqGroups(facts: SiteFacts): SiteFacts["faqs"] {
  return facts.faqs.map((group) => ({
    ...group,
    title: text(group.title, facts),
    faqs: group.faqs.map(({ question, answerHtml }) => ({
      question: text(question, facts),
      answerHtml: fillFactTokens(answerHtml, facts, { html: true }),
    })),
  }));
}

export function filledTrustBadges(facts: SiteFacts): SiteFacts["about"]["trustBadges"] {
  return facts.about.trustBadges.map((badge) => ({
    ...badge,
    label: text(badge.label, facts),
    ...(badge.alternateLabel === undefined ? {} : { alternateLabel: text(badge.alternateLabel, facts) }),
    detail: text(badge.detail, facts),
  }));
}

export function filledAbout(facts: SiteFacts): SiteFacts["about"] {
  const { story, mission } = facts.about;
  return {
    story: story.map((paragraph) => text(paragraph, facts)),
    mission: text(mission, facts),
    trustBadges: filledTrustBadges(facts),
  };
}

const filledCards = <T extends { description: string }>(cards: readonly T[], facts: SiteFacts): T[] =>
  cards.map((card) => ({ ...card, description: text(card.description, facts) }));

export function filledTeam(facts: SiteFacts): SiteFacts["team"] {
  return {
    values: filledCards(facts.team.values, facts),
    whyChooseUs: filledCards(facts.team.whyChooseUs, facts).map((card) => ({
      ...card,
      title: text(card.title, facts),
    })),
    members: facts.team.members.map((member) => ({ ...member, bio: text(member.bio, facts) })),
  };
}

export function filledCommunity(facts: SiteFacts): SiteFacts["community"] {
  const { partners, events, badges, partnerWithUs } = facts.community;
  return {
    partners: filledCards(partners, facts).map((partner) => ({ ...partner, name: text(partner.name, facts) })),
    events: filledCards(events, facts).map((event) => ({
      ...event,
      name: text(event.name, facts),
      location: text(event.location, facts),
    })),
    badges: filledCards(badges, facts).map((badge) => ({ ...badge, title: text(badge.title, facts) })),
    partnerWithUs: { title: text(partnerWithUs.title, facts), body: text(partnerWithUs.body, facts) },
  };
}
