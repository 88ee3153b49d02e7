import { z } from "zod";
import { ContactCorrectionSchema } from "#shared/privacy/correction";
import { PrivacyIdentifierSchema } from "#shared/privacy/identifier";
import { adminMutationProcedure, adminProcedure } from "#server/admin/admin-procedures";
import { DaySchema } from "#server/admin/day-range";
import { recordAudit, requestRef } from "#server/audit/audit-trail";
import { found } from "#server/errors";
import { router } from "#server/trpc/init";
import { identifierHash } from "#server/privacy/identifier-hash";
import { correctContact, erasePerson, exportPerson, lookUpPerson } from "#server/privacy/privacy-actions";
import {
  completeRequest,
  extendRequest,
  openRequests,
  recordRequest,
  RequestKindSchema,
} from "#server/privacy/privacy-requests";

const IdentifierInput = z.object({ identifier: PrivacyIdentifierSchema });
const RequestIdInput = z.object({ id: z.uuid({ error: "id must be a privacy request id (UUID)" }) });
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Visitors' data requests (admin.privacy.*; the audit trail, admin.privacy.audit, is in audit.ts). The identifier is only ever sent
 * in a POST body (never in a URL, where proxies and logs would keep it), so lookups are mutations:
 * they write an audit entry anyway.
 */
export const privacyRouter = router({
  lookup: adminMutationProcedure
    .input(IdentifierInput)
    .mutation(({ ctx, input }) => lookUpPerson(ctx.db, ctx.actor, input.identifier)),
  export: adminMutationProcedure
    .input(IdentifierInput)
    .mutation(({ ctx, input }) =>
      exportPerson(ctx.db, ctx.actor, input.identifier, new Date(), ctx.facts.current().facts.business),
    ),
  correct: adminMutationProcedure
    .input(
      IdentifierInput.extend({
        contactId: z.uuid({ error: "contactId must be a message id (UUID)" }),
        correction: ContactCorrectionSchema,
      }),
    )
    .mutation(async ({ ctx, input }) =>
      found(
        await correctContact(ctx.db, ctx.actor, input.identifier, input.contactId, input.correction, new Date()),
        "Message for this address",
      ),
    ),
  delete: adminMutationProcedure
    .input(
      IdentifierInput.extend({
        confirm: z.literal(true, { error: "confirm must be true: deleting cannot be undone" }),
      }),
    )
    .mutation(({ ctx, input }) => erasePerson(ctx.db, ctx.actor, input.identifier, new Date())),

  requests: router({
    open: adminProcedure.query(({ ctx }) => openRequests(ctx.db)),
    record: adminMutationProcedure
      .input(
        IdentifierInput.extend({
          kind: RequestKindSchema,
          // A day where the owner is; tomorrow is allowed for a browser ahead of the server's UTC day.
          receivedOn: DaySchema.refine(
            (value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.now() + DAY_MS,
            "The request cannot have arrived in the future",
          ),
        }),
      )
      .mutation(async ({ ctx, input }) => {
        const hash = await identifierHash(ctx.db, input.identifier);
        const request = await recordRequest(ctx.db, {
          kind: input.kind,
          identifier: input.identifier,
          hash,
          receivedOn: input.receivedOn,
        });
        await recordAudit(ctx.db, ctx.actor, {
          action: "privacy.request-record",
          records: [requestRef(request.id)],
          detail: { kind: request.kind },
        });
        return request;
      }),
    extend: adminMutationProcedure.input(RequestIdInput).mutation(async ({ ctx, input }) => {
      const request = found(await extendRequest(ctx.db, input.id), "Open request");
      await recordAudit(ctx.db, ctx.actor, { action: "privacy.request-extend", records: [requestRef(request.id)] });
      return request;
    }),
    complete: adminMutationProcedure.input(RequestIdInput).mutation(async ({ ctx, input }) => {
      const request = found(await completeRequest(ctx.db, input.id, new Date()), "Open request");
      await recordAudit(ctx.db, ctx.actor, { action: "privacy.request-complete", records: [requestRef(request.id)] });
      return request;
    }),
  }),
});
