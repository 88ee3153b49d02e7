import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // Only the Prisma CLI reads this; the app builds its own connection from config.
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://placeholder@localhost/placeholder" },
});
