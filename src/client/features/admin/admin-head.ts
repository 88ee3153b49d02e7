import { BUSINESS } from "#shared/business/business-info";

/** Every inbox page: its own title, and kept out of search engines. */
export function adminHead(title: string) {
  return {
    meta: [{ title: `${title} | Inbox | ${BUSINESS.name}` }, { name: "robots", content: "noindex" }],
  };
}
