import type { FastifyInstance } from "fastify";
import { PHOTO_MAX_UPLOAD_BYTES, PHOTO_MIME, parsePhotoFileName } from "#shared/photos/photo-sizes";
import { PhotoDetailsSchema } from "#shared/photos/photo-input";
import type { AdminRequestFor } from "../admin/admin-http";
import { DomainError } from "../errors";
import { markNoStore } from "../http/no-store";
import { sendApiError } from "../http/send-api-error";
import { photoFile } from "../photos/photo-queries";
import { createCaller } from "../routers/app-router";
import { type AppServices, createContext } from "../trpc/context";

const TOO_BIG = `The photo is larger than ${PHOTO_MAX_UPLOAD_BYTES / 1024 / 1024} MB: export it smaller (a phone's "Large" or "Medium" size is plenty) and try again`;

/** A year: the URL names the bytes (their hash), so a published file never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The photos' HTTP side (ADR 0044). POST /api/admin/photos?alt=...&focusX=..&focusY=..: the body
 * is the photo's bytes (its type is sniffed from them, not from any header), thin over
 * admin.photos.upload. GET /media/<photo>-<hash>-<width>.<ext>: a resized file, cached for a year
 * once the photo is published; until then only a signed-in owner gets it, never cached.
 */
export function registerPhotoRoutes(app: FastifyInstance, services: AppServices, adminFor: AdminRequestFor): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      /^(image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i,
      { parseAs: "buffer", bodyLimit: PHOTO_MAX_UPLOAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      "/api/admin/photos",
      {
        bodyLimit: PHOTO_MAX_UPLOAD_BYTES,
        config: { binaryBody: true },
        // Every answer, refusals before the procedure runs included, is the owner's and never kept.
        onRequest: (request, _reply, done) => {
          markNoStore(request);
          done();
        },
        errorHandler: (error, request, reply) => {
          sendApiError(
            request,
            reply,
            (error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE"
              ? new DomainError("PAYLOAD_TOO_LARGE", TOO_BIG, { fields: { photo: TOO_BIG } })
              : error,
          );
        },
      },
      async (request, reply) => {
        const details = PhotoDetailsSchema.parse(request.query);
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw new DomainError("BAD_REQUEST", "photo: send the photo's bytes as the request body", {
            fields: { photo: "Choose a photo to upload" },
          });
        const caller = createCaller(createContext(services, request.log, adminFor(request, reply)));
        return reply.code(201).send(await caller.admin.photos.upload({ ...details, bytes: request.body }));
      },
    );
  });

  app.get<{ Params: { file: string } }>("/media/:file", async (request, reply) => {
    const key = parsePhotoFileName(request.params.file);
    const file = key ? await photoFile(services.db, key) : null;
    // A draft's photo is "not found" to everyone but the owner: its existence is not public either.
    if (!key || !file || (!file.published && !(await adminFor(request, reply)?.session())))
      throw new DomainError("NOT_FOUND", "Photo not found");
    return reply
      .type(PHOTO_MIME[key.format])
      .header("cache-control", file.published ? IMMUTABLE : "private, no-store")
      .send(file.bytes);
  });
}
