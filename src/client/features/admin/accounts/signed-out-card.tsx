import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card";

/** The frame of the owner's signed-out pages (invite, forgotten password): one card, a way back to sign-in. */
export function SignedOutCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card padding="roomy">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {children}
        <p className="mt-6 text-sm">
          <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-2">
            Back to sign in
          </Link>
        </p>
      </Card>
    </div>
  );
}

/** A link that no longer works: why, in plain words. */
export function LinkRefused({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
      {message}
    </p>
  );
}
