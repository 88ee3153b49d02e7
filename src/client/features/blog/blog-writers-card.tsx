import { authorAnchorId, BLOG_AUTHORS } from "#shared/content/blog/authors";
import { Card } from "#client/components/ui/card";
import { AuthorAvatar } from "./author-avatar";

/** Hero aside of /blog: the team members who write the articles (each post's structured data links its author here). */
export function BlogWritersCard() {
  return (
    <Card>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Written by our crew</p>
      <ul className="mt-4 grid gap-4">
        {Object.values(BLOG_AUTHORS).map((author) => (
          <li key={author.name} id={authorAnchorId(author)} className="flex items-center gap-3">
            <AuthorAvatar name={author.name} size="sm" />
            <div>
              <p className="font-semibold text-brand-900">{author.name}</p>
              <p className="text-sm text-slate-600">{author.role}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
