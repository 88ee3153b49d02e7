import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MessageState } from "#client/components/page/data-states";
import { ListSkeleton } from "./list-skeleton";
import { useSessionCheck } from "./use-session-check";

interface AdminQueryStateProps<T> {
  query: UseQueryResult<T, { message: string }>;
  /** Shown over the error's message when the query fails. */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** An inbox query's three states (skeleton, error, data); an ended session returns to sign-in. */
export function AdminQueryState<T>({ query, errorTitle, children }: AdminQueryStateProps<T>) {
  useSessionCheck(query.error);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <MessageState tone="error" title={errorTitle} message={query.error.message} />;
  return <>{children(query.data)}</>;
}
