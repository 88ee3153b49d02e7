import { BUSINESS } from "#shared/business/business-info";
import { authorByName } from "#shared/content/blog/authors";
import { MISSION_STATEMENT } from "#shared/content/company";
import { Card } from "#client/components/ui/card";
import { AuthorAvatar } from "./author-avatar";

/** "About the Author": the team member's card, or the business when the byline is not on the team. */
export function AuthorCard({ authorName }: { authorName: string }) {
  const author = authorByName(authorName);
  return (
    <Card>
      <h2 className="text-lg font-bold text-brand-900">About the Author</h2>
      <div className="mt-4 flex items-center gap-3">
        <AuthorAvatar name={author?.name} />
        <div>
          <p className="font-semibold text-brand-900">{author?.name ?? BUSINESS.name}</p>
          <p className="text-sm text-slate-600">{author?.role ?? BUSINESS.tagline}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-slate-700">{author?.bio ?? MISSION_STATEMENT}</p>
    </Card>
  );
}
