import { z } from "zod";

/**
 * A post body as the owner's editor stores it: Lexical's serialized editor state. Only its shape
 * is checked here; the server's walk (post-body-html.ts) renders the node types it knows and drops
 * every other one.
 */
export const PostBodyJsonSchema = z.object(
  {
    root: z.looseObject({
      type: z.literal("root", { error: "body must be the editor's document (its root node)" }),
      children: z.array(z.unknown(), { error: "body must be the editor's document (its root's children)" }),
    }),
  },
  { error: "body must be the editor's document" },
);
export type PostBodyJson = z.infer<typeof PostBodyJsonSchema>;
