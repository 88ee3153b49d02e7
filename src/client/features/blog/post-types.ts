import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";

type PostsOutputs = inferRouterOutputs<AppRouter>["posts"];

/** A post as the list procedure returns it (no body). */
export type PostSummary = PostsOutputs["list"][number];

/** A full post from posts.bySlug, body HTML included. */
export type Post = PostsOutputs["bySlug"];
