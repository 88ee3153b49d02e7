import type { TeamMember } from "#shared/content/blog/authors";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";
import { AuthorAvatar } from "./author-avatar";

/**
 * "About the Author": the team member's card (their bio filled from the facts), or the business
 * (with its mission, which the route loads only for such bylines) when the byline is not on the team.
 */
export function AuthorCard({ author, mission }: { author: TeamMember | undefined; mission: string | null }) {
  const { business } = useSiteFacts();
  return (
    <Card>
      <h2 className="text-lg font-bold text-brand-900">About the Author</h2>
      <div className="mt-4 flex items-center gap-3">
        <AuthorAvatar name={author?.name} />
        <div>
          <p className="font-semibold text-brand-900">{author?.name ?? business.name}</p>
          <p className="text-sm text-slate-600">{author?.role ?? business.tagline}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-slate-700">{author ? author.bio : mission}</p>
    </Card>
  );
}
