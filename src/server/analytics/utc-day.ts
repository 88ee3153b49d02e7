import { Prisma } from "../db/generated/client";

/** Today's UTC day in SQL: the unit of the visitor hash's salt and of the rollups. */
export const UTC_TODAY = Prisma.sql`(now() AT TIME ZONE 'UTC')::date`;
