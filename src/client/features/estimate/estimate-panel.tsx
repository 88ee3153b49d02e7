import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card";

/** The two-part estimate card: inputs on the left (top on phones), the live result beside them. */
export function EstimatePanel({ label, fields, result }: { label: string; fields: ReactNode; result: ReactNode }) {
  return (
    <Card aria-label={label} role="group" padding="none" className="grid overflow-hidden lg:grid-cols-[1.5fr_1fr]">
      <div className="p-6 md:p-8">{fields}</div>
      {result}
    </Card>
  );
}
