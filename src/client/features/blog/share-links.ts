/** Share targets of the blog's share menu; each opens the network's own share dialog for the article URL. */
export interface ShareLink {
  network: "Twitter" | "Facebook" | "LinkedIn";
  /** Short mark shown in the coloured badge. */
  mark: string;
  badgeClass: string;
  href: string;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    {
      network: "Twitter",
      mark: "X",
      badgeClass: "bg-black text-white",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      network: "Facebook",
      mark: "f",
      badgeClass: "bg-[#1877f2] text-white",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: "LinkedIn",
      mark: "in",
      badgeClass: "bg-[#0a66c2] text-white",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ];
}
