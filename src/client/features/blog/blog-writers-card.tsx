import { authorAnchorId, type TeamMember } from "#shared/content/blog/authors";
import { Card } from "#client/components/ui/card";
import { AuthorAvatar } from "./author-avatar";

/**
 * Hero aside of /blog: the team members who write the articles (each post's structured data links
 * its author here); nothing when the owner names no one.
 */
export function BlogWritersCard({ members }: { members: readonly TeamMember[] }) {
  if (members.length === 0) return null;
  return (
    <Card>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Written by our crew</p>
      <ul className="mt-4 grid gap-4">
        {members.map((member) => (
          <li key={member.name} id={authorAnchorId(member)} className="flex items-center gap-3">
            <AuthorAvatar name={member.name} size="sm" />
            <div>
              <p className="font-semibold text-brand-900">{member.name}</p>
              <p className="text-sm text-slate-600">{member.role}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
