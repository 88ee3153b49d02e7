import { readFile } from "node:fs/promises";
import { upgradeFactsDocument } from "#shared/facts/document-upgrades";
import { diffFacts, formatChanges } from "#shared/facts/facts-diff";
import { SiteFactsFileSchema } from "#shared/facts/site-facts-schema";
import type { ReviewFileEntry } from "#shared/reviews/review-input";
import { cliActor } from "../audit/actor";
import { recordAudit, reviewRef } from "../audit/audit-trail";
import {
  type AdminReview,
  listReviews,
  replaceReviews,
  type ReviewChanges,
  reviewChanges,
} from "../reviews/review-store";
import {
  exportPosts,
  postProblems,
  postChangeLines,
  postChanges,
  publishPosts,
  PostSlugTaken,
} from "../content/post-file";
import type { Db } from "../db/client";
import { DomainError, fieldErrors } from "../errors";
import {
  listRevisions,
  publishFacts,
  type PublishedFacts,
  readPublishedFacts,
  writeFirstRevisionIfEmpty,
} from "../facts/site-facts-store";
import { launchSite } from "../launch/launch-store";
import { type CliCommand, runCli } from "./run-cli";

const USAGE =
  "Usage: npm run content -- export > site.json | publish site.json [--dry-run] [--summary TEXT] | history | launch";
const SCHEMA_PATH = "docs/site-facts.schema.json";
const SUMMARY_MAX = 200;

async function published(db: Db): Promise<PublishedFacts> {
  // A database the site never started on gets today's constants first, as a start would write them.
  await writeFirstRevisionIfEmpty(db);
  const current = await readPublishedFacts(db);
  if (!current) throw new Error("No published facts were found.");
  return current;
}

function flagValue(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
}

async function readFactsFile(file: string) {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `it is not valid JSON (${error.message})` : "it could not be read";
    throw new Error(`${file}: ${reason}. Nothing was published.`);
  }
  // A file exported from an older revision may hold the facts in an older shape.
  const upgraded =
    typeof json === "object" && json !== null && "facts" in json
      ? { ...json, facts: upgradeFactsDocument(json.facts) }
      : json;
  const parsed = SiteFactsFileSchema.safeParse(upgraded);
  if (parsed.success) return parsed.data;
  const problems = Object.entries(fieldErrors(parsed.error)).map(([path, message]) => `${filePath(path)}: ${message}`);
  throw fileProblems(file, problems);
}

/** A field path as a reader finds it in the file: posts[2].slug rather than posts.2.slug. */
const filePath = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");

const fileProblems = (file: string, problems: readonly string[]) =>
  new Error(
    `${file} has ${problems.length} problem(s); nothing was published:\n${problems.map((line) => `  ${line}`).join("\n")}`,
  );

/** A review as the file lists it: its id first, then what the owner reads and edits. */
const fileEntry = ({
  id,
  authorName,
  authorLocation,
  rating,
  body,
  publishedAt,
  source,
  featured,
  hidden,
}: AdminReview) =>
  ({ id, authorName, authorLocation, rating, body, publishedAt, source, featured, hidden }) satisfies ReviewFileEntry;

function reviewLines({ added, changed, removed, reordered }: ReviewChanges): string[] {
  return [
    ...added.map((id) => `reviews: add ${id}`),
    ...changed.map((id) => `reviews: change ${id}`),
    ...removed.map((id) => `reviews: remove ${id}`),
    ...(reordered ? ["reviews: new order"] : []),
  ];
}

const COMMANDS: Record<string, CliCommand> = {
  async export(db) {
    const current = await published(db);
    const file = {
      $schema: `./${SCHEMA_PATH}`,
      basedOnRevision: current.revision,
      facts: current.facts,
      reviews: (await listReviews(db)).map(fileEntry),
      posts: await exportPosts(db),
    };
    process.stdout.write(`${JSON.stringify(file, null, 2)}\n`);
  },
  async publish(db, args) {
    const file = args.find((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--summary");
    if (!file) throw new Error(USAGE);
    const { basedOnRevision, facts, reviews, posts } = await readFactsFile(file);
    const postFileProblems = posts ? await postProblems(db, posts) : [];
    if (postFileProblems.length > 0) throw fileProblems(file, postFileProblems);
    const current = await published(db);
    const changes = formatChanges(diffFacts(current.facts, facts));
    // A file without the key (exported before reviews or posts were in it) leaves them alone.
    const reviewChangeLines = reviews ? reviewLines(reviewChanges(await listReviews(db), reviews)) : [];
    const postLines = posts ? postChangeLines(await postChanges(db, posts)) : [];
    const total = changes.length + reviewChangeLines.length + postLines.length;
    if (total === 0) return console.log(`Nothing to publish: ${file} matches revision ${current.revision}.`);
    console.log(`${total} change(s) from revision ${current.revision}:`);
    for (const line of [...changes, ...reviewChangeLines, ...postLines]) console.log(`  ${line}`);
    if (args.includes("--dry-run")) return console.log("Dry run: nothing was published.");
    if (changes.length > 0) {
      const summary = (flagValue(args, "--summary") ?? `${changes.length} change(s) from ${file}`).slice(
        0,
        SUMMARY_MAX,
      );
      const { revision } = await publishFacts(db, {
        document: facts,
        baseRevision: basedOnRevision ?? current.revision,
        summary,
        actor: cliActor(),
      });
      console.log(`Published revision ${revision}.`);
    }
    if (reviews && reviewChangeLines.length > 0) {
      const applied = await replaceReviews(db, reviews);
      await recordAudit(db, cliActor(), {
        action: "reviews.publish",
        records: [...applied.added, ...applied.changed, ...applied.removed].map(reviewRef),
        detail: {
          added: applied.added.length,
          changed: applied.changed.length,
          removed: applied.removed.length,
          reordered: applied.reordered,
        },
      });
      console.log(
        `Published the reviews: ${reviews.length} in all, ${reviews.filter((r) => !r.hidden).length} visible.`,
      );
    }
    if (posts && postLines.length > 0) {
      const applied = await publishPosts(db, posts, cliActor()).catch((error: unknown) => {
        throw error instanceof PostSlugTaken ? fileProblems(file, [error.message]) : error;
      });
      console.log(
        `Published the posts: ${applied.added.length} added, ${applied.changed.length} changed, ${applied.unpublished.length} unpublished.`,
      );
    }
  },
  async history(db) {
    await published(db);
    for (const { revision, publishedAt, publishedBy, summary } of await listRevisions(db))
      console.log(`${String(revision).padStart(4)}  ${publishedAt.toISOString()}  ${publishedBy}  ${summary}`);
  },
  /** Scripted deployments and test setups: launching from the terminal is the owner's decision, so no checklist gate. */
  async launch(db) {
    const { launched, placeholders } = await launchSite(db, cliActor(), { anyway: true });
    if (!launched) throw new Error("The site could not be launched.");
    console.log(`The site is launched (since ${launched.at.toISOString()}, by ${launched.by}).`);
    if (placeholders.length > 0)
      console.log(`${placeholders.length} placeholder fact(s) are still on the launch checklist at /admin/launch.`);
  },
};

function describe(error: unknown): string {
  if (error instanceof DomainError && error.extras.fields) {
    const fields = Object.entries(error.extras.fields).map(([path, message]) => `  ${path}: ${message}`);
    return `${error.message}:\n${fields.join("\n")}`;
  }
  return error instanceof Error ? error.message : String(error);
}

runCli(COMMANDS, USAGE, process.argv.slice(2), describe);
