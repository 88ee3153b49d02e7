import { authorByName } from "#shared/content/blog/authors";
import { fillFactTokens } from "#shared/content/fact-tokens";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";
import { AuthorAvatar } from "./author-avatar";

/**
 * "About the Author": the team member's card, or the business (with its mission, which the route
 * loads only for such bylines) when the byline is not on the team.
 */
export function AuthorCard({ authorName, mission }: { authorName: string; mission: string | null }) {
  const facts = useSiteFacts();
  const author = authorByName(authorName);
  return (
    <Card>
      <h2 className="text-lg font-bold text-brand-900">About the Author</h2>
      <div className="mt-4 flex items-center gap-3">
        <AuthorAvatar name={author?.name} />
        <div>
          <p className="font-semibold text-brand-900">{author?.name ?? facts.business.name}</p>
          <p className="text-sm text-slate-600">{author?.role ?? facts.business.tagline}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-slate-700">
        {author ? fillFactTokens(author.bio, facts, { html: false }) : mission}
      </p>
    </Card>
  );
}
