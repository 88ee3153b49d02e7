import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LockKeyhole } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { trpc } from "#client/lib/trpc";

const fieldClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-500";

/** The inbox's way in: an owner account's email and password. */
export function SignInForm({ ownersExist }: { ownersExist: boolean }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
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
    if (email && password) signIn.mutate({ email, password });
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card padding="roomy">
        <LockKeyhole aria-hidden className="size-8 text-brand-700" />
        <h1 className="mt-3 text-2xl font-bold text-brand-900">Sign in to the inbox</h1>
        <p className="mt-2 text-slate-700">
          Contact messages, chat transcripts and saved estimates, for the owners only.
        </p>
        {ownersExist ? null : <NoAccountYet />}
        <form onSubmit={submit} className="mt-6 grid gap-4" aria-busy={signIn.isPending}>
          <div className="grid gap-1.5">
            <label htmlFor="admin-email" className="font-semibold text-slate-900">
              Email
            </label>
            <input
              id="admin-email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={fieldClass}
            />
          </div>
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
              className={fieldClass}
            />
          </div>
          {signIn.isError ? (
            <p
              id="admin-sign-in-error"
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {signIn.error.message}
            </p>
          ) : null}
          <Button type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? "Signing in..." : "Sign in"}
          </Button>
        </form>
        {ownersExist ? (
          <p className="mt-4 text-sm">
            <Link to="/admin/forgot-password" className="font-semibold text-brand-700 underline underline-offset-2">
              Forgot your password?
            </Link>
          </p>
        ) : null}
      </Card>
    </div>
  );
}

/** No account exists: how the owner creates the first one (no password is ever generated or shown). */
function NoAccountYet() {
  return (
    <div role="note" className="mt-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">No owner account exists yet.</p>
      <p className="mt-1">On the server, in the site's folder, run:</p>
      <code className="mt-2 block rounded bg-white px-2 py-1.5 font-mono text-[13px] break-words text-slate-900">
        npm run inbox -- owner add you@example.com
      </code>
      <p className="mt-2">It asks for a password. Or set the owner's email and password in the site's settings file.</p>
    </div>
  );
}
