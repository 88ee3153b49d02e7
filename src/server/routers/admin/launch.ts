import { z } from "zod";
import { adminMutationProcedure, adminProcedure } from "#server/admin/admin-procedures";
import {
  confirmPlaceholder,
  decideSamples,
  launchSite,
  type LaunchStatus,
  readLaunchStatus,
} from "#server/launch/launch-store";
import { router } from "#server/trpc/init";

/** The checklist as the page reads it: dates as ISO strings. */
function view(status: LaunchStatus) {
  return {
    launched: status.launched && { at: status.launched.at.toISOString(), by: status.launched.by },
    placeholders: status.placeholders.map(({ path, part, label, shown, reason }) => ({
      path,
      part,
      label,
      shown,
      reason,
    })),
    samples: { ...status.samples, decidedAt: status.samples.decidedAt?.toISOString() ?? null },
    shippedItems: status.shippedItems,
  };
}

/** The launch checklist at /admin/launch (ADR 0042): confirm placeholders, decide the samples, launch. */
export const launchRouter = router({
  status: adminProcedure.query(async ({ ctx }) => view(await readLaunchStatus(ctx.db))),
  confirm: adminMutationProcedure
    .input(
      z.object({
        path: z
          .string({ error: "path must name a fact on the checklist" })
          .regex(/^[a-zA-Z0-9.]{1,200}$/, "path must name a fact on the checklist"),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await confirmPlaceholder(ctx.db, ctx.actor, input.path);
      return view(await readLaunchStatus(ctx.db));
    }),
  samples: adminMutationProcedure
    .input(z.object({ decision: z.enum(["kept", "hidden"], { error: 'decision must be "kept" or "hidden"' }) }))
    .mutation(async ({ ctx, input }) => {
      await decideSamples(ctx.db, ctx.actor, input.decision);
      return view(await readLaunchStatus(ctx.db));
    }),
  launch: adminMutationProcedure
    .input(z.object({ anyway: z.boolean({ error: "anyway must be true or false" }).default(false) }))
    .mutation(async ({ ctx, input }) => view(await launchSite(ctx.db, ctx.actor, { anyway: input.anyway }))),
});
