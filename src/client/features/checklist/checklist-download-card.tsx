import { useState } from "react";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";
import { downloadChecklist } from "./checklist-file";
import { ChecklistDownloadForm } from "./checklist-download-form";
import { ChecklistDownloadStarted } from "./checklist-download-started";
import type { ChecklistRequest } from "./checklist-request-schema";

const EMPTY_REQUEST: ChecklistRequest = { name: "", email: "" };

/** The download form, and the "Download Started" view after a valid submit. */
export function ChecklistDownloadCard() {
  const facts = useSiteFacts();
  const [request, setRequest] = useState(EMPTY_REQUEST);
  const [started, setStarted] = useState(false);

  const download = (next: ChecklistRequest) => {
    downloadChecklist(next.name, facts);
    setRequest(next);
    setStarted(true);
  };

  return (
    <Card id="download" padding="roomy" shadow="lg" className="scroll-mt-28 print:hidden">
      {started ? (
        <ChecklistDownloadStarted
          name={request.name}
          onDownloadAgain={() => downloadChecklist(request.name, facts)}
          onBack={() => setStarted(false)}
        />
      ) : (
        <>
          <h2 className="text-2xl font-bold text-brand-900">Download Your Copy</h2>
          <p className="mt-2 mb-6 text-slate-700">
            Get the checklist as a text file with your name on it, ready to print or keep on your phone.
          </p>
          <ChecklistDownloadForm defaultValues={request} onValidSubmit={download} />
        </>
      )}
    </Card>
  );
}
