import { type ReactNode, useId } from "react";
import { cn } from "#client/lib/cn";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

interface FiguresTableProps<T> {
  /** The table's accessible name (a caption only screen readers read; the card's heading shows it). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty?: string;
}

/**
 * A name that may wrap after its dots, slashes and underscores (host names, paths, campaign tags),
 * so a narrow column breaks "www.google.com" between its parts rather than inside a word.
 */
function wrappable(content: ReactNode): ReactNode {
  if (typeof content !== "string") return content;
  return content.split(/(?<=[./_])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/** A table of figures: the first column names the row, numbers are right-aligned. */
export function FiguresTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty = "Nothing yet in this period.",
}: FiguresTableProps<T>) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn(
                "px-1.5 py-2 font-semibold first:pl-0 last:pr-0 sm:px-2",
                column.numeric ? "text-right" : "text-left",
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="py-4 text-slate-600">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
              {columns.map((column, index) => {
                const content = column.numeric ? column.cell(row) : wrappable(column.cell(row));
                const className = cn(
                  "px-1.5 py-2 first:pl-0 last:pr-0 sm:px-2",
                  column.numeric ? "text-right tabular-nums" : "text-left break-words",
                );
                return index === 0 ? (
                  <th key={column.header} scope="row" className={cn(className, "font-medium text-slate-900")}>
                    {content}
                  </th>
                ) : (
                  <td key={column.header} className={cn(className, "text-slate-800")}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** A card with a heading, an optional note, and a table of figures named by the heading. */
export function TableCard<T>({
  title,
  note,
  ...table
}: Omit<FiguresTableProps<T>, "caption"> & { title: string; note?: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {note ? <p className="mt-0.5 text-sm text-slate-700">{note}</p> : null}
      <div className="mt-3 overflow-x-auto">
        <FiguresTable caption={title} {...table} />
      </div>
    </section>
  );
}
