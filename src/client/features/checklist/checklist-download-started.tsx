import { Link } from "@tanstack/react-router";
import { ArrowLeft, CircleCheck, Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { checklistFileName } from "./checklist-file";

interface ChecklistDownloadStartedProps {
  name: string;
  onDownloadAgain: () => void;
  onBack: () => void;
}

/** After a valid submit, "Download Started", with a way back to the form. */
export function ChecklistDownloadStarted({ name, onDownloadAgain, onBack }: ChecklistDownloadStartedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="text-center">
      <CircleCheck aria-hidden className="mx-auto size-14 text-green-700" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-brand-900 outline-none">
        Download Started
      </h2>
      <p className="mt-3 text-slate-700">
        Thanks, {name}! Your personalised checklist is saving as{" "}
        <span className="font-semibold wrap-anywhere">{checklistFileName(name)}</span>. Look for it in your downloads
        folder.
      </p>
      <div className="mt-6 grid gap-3">
        <Link to="/booking" className={buttonVariants({ variant: "primary" })}>
          Book Your Free Walkthrough
        </Link>
        <Button variant="outline" onClick={onDownloadAgain}>
          <Download aria-hidden className="size-5" /> Download Again
        </Button>
      </div>
      <button
        type="button"
        onClick={onBack}
        className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to the form
      </button>
    </div>
  );
}
