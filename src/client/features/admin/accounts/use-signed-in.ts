import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { trpc } from "#client/lib/trpc";

/** After a link signed the owner in: the inbox, with the session the server just started. */
export function useGoToInbox() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await queryClient.invalidateQueries(trpc.admin.status.queryFilter());
    await navigate({ to: "/admin/account" });
    document.getElementById("main-content")?.focus();
  };
}
