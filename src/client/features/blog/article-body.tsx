/**
 * The article's body HTML as posts.bySlug returns it. The server sanitises post bodies before
 * they leave the API, so the browser renders them as they are; nothing else may be passed here.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div className="prose-content text-lg leading-relaxed text-slate-800" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
