import { initTRPC } from "@trpc/server";
import { ZodError } from "zod";
import { fieldErrors, GENERIC_SERVER_ERROR } from "../errors";
import type { Context } from "./context";

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const fields = error.cause instanceof ZodError ? fieldErrors(error.cause) : undefined;
    const hidden = error.code === "INTERNAL_SERVER_ERROR";
    return {
      ...shape,
      message: hidden ? GENERIC_SERVER_ERROR : fields ? `Invalid input: ${Object.keys(fields).join(", ")}` : shape.message,
      data: { ...shape.data, stack: undefined, fields },
    };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
