import { Link } from "@tanstack/react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import { buttonVariants } from "#client/components/ui/button";

/** An unknown, unpublished or unloadable post; the message is the page's one h1. */
export function ArticleNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <SearchX aria-hidden className="mx-auto size-12 text-brand-600" />
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900 md:text-4xl">Article Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">The article you're looking for doesn't exist or has been moved.</p>
      <Link to="/blog" className={`${buttonVariants()} mt-8`}>
        <ArrowLeft aria-hidden className="size-5" /> Back to Blog
      </Link>
    </section>
  );
}
