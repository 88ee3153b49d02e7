import { Printer } from "lucide-react";
import { Button } from "#client/components/ui/button";

export function PrintButton() {
  return (
    <Button variant="outline" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden className="size-5" /> Print Checklist
    </Button>
  );
}
