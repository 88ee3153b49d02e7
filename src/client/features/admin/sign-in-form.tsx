import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { trpc } from "../../lib/trpc";

/** The server's message, or for a refusal by the rate limit (not a tRPC answer) a readable one. */
function signInProblem(error: { message: string; meta?: Record<string, unknown> }): string {
  const status = (error.meta?.response as Response | undefined)?.status;
  if (status === 429 || error.message === "Unable to transform response from server") return "Too many sign-in attempts. Please wait a minute and try again.";
  return error.message;
}

/** The inbox's only way in: the owner's password (ADMIN_PASSWORD, or the one the server printed at start). */
export function SignInForm() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const signIn = useMutation(
    trpc.admin.signIn.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.admin.status.queryFilter());
        // Screen readers and keyboards continue at the inbox's content, not at the top of the page.
        document.getElementById("main-content")?.focus();
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password) signIn.mutate({ password });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card className="p-6 md:p-8">
        <LockKeyhole aria-hidden className="size-8 text-brand-700" />
        <h1 className="mt-3 text-2xl font-bold text-brand-900">Sign in to the inbox</h1>
        <p className="mt-2 text-slate-700">Contact messages, chat transcripts and saved estimates, for the owner only.</p>
        <form onSubmit={submit} className="mt-6 grid gap-4" aria-busy={signIn.isPending}>
          <div className="grid gap-1.5">
            <label htmlFor="admin-password" className="font-semibold text-slate-900">
              Password
            </label>
            <input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={signIn.isError}
              aria-describedby={signIn.isError ? "admin-sign-in-error" : undefined}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-500"
            />
          </div>
          {signIn.isError ? (
            <p id="admin-sign-in-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {signInProblem(signIn.error)}
            </p>
          ) : null}
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? "Signing in..." : "Sign in"}
          </Button>
        </form>
      </Card>
    </div>
  );
}
