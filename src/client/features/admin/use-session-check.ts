import { useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useEffect } from "react";
import { trpc } from "#client/lib/trpc";

/** When the session has ended (expired, or signed out in another tab), back to the sign-in form. */
export function useSessionCheck(error: unknown): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
    if (code === "UNAUTHORIZED") void queryClient.invalidateQueries(trpc.admin.status.queryFilter());
  }, [error, queryClient]);
}
