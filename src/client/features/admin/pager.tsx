import type { ReactNode } from "react";
import { MessageState } from "#client/components/page/data-states";
import { Button } from "#client/components/ui/button";

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous/next between pages of a list, when there is more than one. */
function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {pages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

interface PagedListProps<Item> {
  /** One page of the list, as the owner's list procedures answer it. */
  data: { items: Item[]; total: number; pageSize: number };
  page: number;
  onPage: (page: number) => void;
  /** The count line read out to screen readers ("12 messages matching …"). */
  summary: ReactNode;
  /** What an empty page says. */
  empty: { title: string; message: string };
  children: (items: Item[]) => ReactNode;
}

/** One page of an owner's list: its count, the items (or what an empty page says) and the pager. */
export function PagedList<Item>({ data, page, onPage, summary, empty, children }: PagedListProps<Item>) {
  return (
    <>
      <p role="status" className="mb-3 text-sm text-slate-700">
        {summary}
      </p>
      {data.items.length > 0 ? children(data.items) : <MessageState title={empty.title} message={empty.message} />}
      <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </>
  );
}
