import { TRPCError } from "@trpc/server";
import { errorCodes } from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError, GENERIC_SERVER_ERROR, rateLimited, toApiError } from "#server/errors";

const zodError = () => {
  const result = z
    .object({
      email: z.email("Please enter a valid email address"),
      name: z.string().min(2, "Name must be at least 2 characters"),
    })
    .safeParse({ email: "x", name: "J" });
  if (result.success) throw new Error("expected a failure");
  return result.error;
};

/** Fastify's body parser: bad JSON is a SyntaxError with statusCode 400 and no code. */
const badJson = () => Object.assign(new SyntaxError("Unexpected token n in JSON at position 1"), { statusCode: 400 });

describe("toApiError: every kind of error to one status and one body", () => {
  it("invalid input (zod), thrown or wrapped by tRPC: 400 naming each field", () => {
    const expected = {
      status: 400,
      body: {
        error: {
          code: "BAD_REQUEST",
          message: "Invalid input: email: Please enter a valid email address; name: Name must be at least 2 characters",
          fields: { email: "Please enter a valid email address", name: "Name must be at least 2 characters" },
        },
      },
      headers: {},
    };
    expect(toApiError(zodError())).toEqual(expected);
    expect(toApiError(new TRPCError({ code: "BAD_REQUEST", cause: zodError() }))).toEqual(expected);
  });

  it("input tRPC could not read at all: 400 naming the input as a whole", () => {
    const mapped = toApiError(new TRPCError({ code: "BAD_REQUEST", message: "Unexpected end of JSON input" }));
    expect(mapped.status).toBe(400);
    expect(mapped.body.error.fields).toEqual({ input: "Unexpected end of JSON input" });
  });

  it("Fastify's body errors: bad JSON 400 naming the body, too large 413 with the route's limit", () => {
    expect(toApiError(badJson())).toEqual({
      status: 400,
      body: {
        error: {
          code: "BAD_REQUEST",
          message: "Unexpected token n in JSON at position 1",
          fields: { body: "Unexpected token n in JSON at position 1" },
        },
      },
      headers: {},
    });
    const tooLarge = toApiError(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), { bodyLimitBytes: 16 * 1024 });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toEqual({
      code: "FST_ERR_CTP_BODY_TOO_LARGE",
      message: "Request body is larger than 16 KB",
    });
  });

  it("URLs the router cannot take: 400 or 414, naming the url", () => {
    expect(toApiError(new errorCodes.FST_ERR_BAD_URL("%E0%A4%A"))).toEqual({
      status: 400,
      body: {
        error: { code: "FST_ERR_BAD_URL", message: "The URL is not valid", fields: { url: "The URL is not valid" } },
      },
      headers: {},
    });
    const tooLong = Object.assign(new Error("too long"), { code: "FST_ERR_MAX_PARAM_LENGTH", statusCode: 414 });
    expect(toApiError(tooLong).status).toBe(414);
    expect(toApiError(tooLong).body.error.fields).toEqual({ url: "The URL is too long" });
  });

  it("a domain refusal keeps its code, message, fields and details, thrown or wrapped by tRPC", () => {
    const conflict = new DomainError("CONFLICT", "That time was just taken", {
      fields: { start: "That time was just taken" },
      details: { nextFree: ["2026-12-01T16:00:00Z"] },
    });
    const expected = {
      status: 409,
      body: {
        error: {
          code: "CONFLICT",
          message: "That time was just taken",
          fields: { start: "That time was just taken" },
          details: { nextFree: ["2026-12-01T16:00:00Z"] },
        },
      },
      headers: {},
    };
    expect(toApiError(conflict)).toEqual(expected);
    expect(toApiError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: conflict }))).toEqual(expected);
    expect(toApiError(new DomainError("NOT_FOUND", "No route for GET /api/nope"))).toMatchObject({
      status: 404,
      body: { error: { code: "NOT_FOUND" } },
    });
    expect(
      toApiError(new DomainError("UNSUPPORTED_MEDIA_TYPE", "Unsupported Media Type: text/plain; send application/json"))
        .status,
    ).toBe(415);
  });

  it("rate limited: 429 with Retry-After and the phone number it is given", () => {
    expect(toApiError(rateLimited(42, "messages sent", "(720) 555-0199"))).toEqual({
      status: 429,
      body: {
        error: {
          code: "TOO_MANY_REQUESTS",
          message: "Too many messages sent. Please wait 42 seconds and try again, or call us at (720) 555-0199.",
        },
      },
      headers: { "retry-after": "42" },
    });
  });

  it("a database that cannot be reached, thrown or wrapped: 503 with a message safe to show", () => {
    const refused = Object.assign(
      new Error("connect ECONNREFUSED 127.0.0.1:5432 at Socket.connect (/srv/app/node_modules/pg)"),
      { code: "ECONNREFUSED" },
    );
    for (const error of [refused, new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: refused })]) {
      const mapped = toApiError(error);
      expect(mapped.status).toBe(503);
      expect(mapped.body.error.code).toBe("SERVICE_UNAVAILABLE");
      expect(mapped.body.error.message).toMatch(/can't reach our records right now/);
      expect(JSON.stringify(mapped.body)).not.toMatch(/ECONNREFUSED|node_modules/);
    }
  });

  it("anything else: 500 with the generic message, no detail in the body", () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    for (const error of [bug, new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: bug }), "a string"]) {
      expect(toApiError(error)).toEqual({
        status: 500,
        body: { error: { code: "INTERNAL_SERVER_ERROR", message: GENERIC_SERVER_ERROR } },
        headers: {},
      });
    }
  });

  it("tRPC's own refusals keep their status and message", () => {
    expect(toApiError(new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to the inbox" }))).toEqual({
      status: 401,
      body: { error: { code: "UNAUTHORIZED", message: "Please sign in to the inbox" } },
      headers: {},
    });
  });
});
