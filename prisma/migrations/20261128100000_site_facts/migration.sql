-- The site's facts as one versioned document (ADR 0026). Every published revision is kept; the
-- highest revision is the one in force. A revision is never updated or deleted.
CREATE TABLE "site_facts_revisions" (
    "id" BIGSERIAL NOT NULL,
    "revision" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- The owner account's id, "cli:<OS user>" or "system" (the first revision from the code).
    "published_by" TEXT NOT NULL,
    "summary" TEXT NOT NULL,

    CONSTRAINT "site_facts_revisions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "site_facts_revisions_revision_positive" CHECK ("revision" > 0),
    CONSTRAINT "site_facts_revisions_document_object" CHECK (jsonb_typeof("document") = 'object')
);

-- Two publishers from the same base both try base + 1: exactly one gets it.
CREATE UNIQUE INDEX "site_facts_revisions_revision_key" ON "site_facts_revisions"("revision");

-- The owner's unpublished edits (the editor, a later step): one shared draft, with the revision it
-- was started from so publishing it can refuse when someone published meanwhile.
CREATE TABLE "site_facts_draft" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "base_revision" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by" TEXT NOT NULL,

    CONSTRAINT "site_facts_draft_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "site_facts_draft_one_row" CHECK ("id" = 1),
    CONSTRAINT "site_facts_draft_base_revision_fkey" FOREIGN KEY ("base_revision")
        REFERENCES "site_facts_revisions"("revision") ON DELETE RESTRICT ON UPDATE RESTRICT
);
