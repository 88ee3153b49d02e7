import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Lock } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { ChecklistRequestSchema, isChecklistRequestFilled, type ChecklistRequest } from "./checklist-request-schema";
import { fieldClass, FormField } from "#client/components/ui/form-field";

interface ChecklistDownloadFormProps {
  defaultValues: ChecklistRequest;
  onValidSubmit: (request: ChecklistRequest) => void;
}

/** Name and email, both required; submit stays disabled and inert until both have text. */
export function ChecklistDownloadForm({ defaultValues, onValidSubmit }: ChecklistDownloadFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ChecklistRequestSchema), defaultValues });
  const [name, email] = useWatch({ control, name: ["name", "email"] });
  const filled = isChecklistRequestFilled(name, email);
  const submit = handleSubmit(onValidSubmit);

  return (
    <form
      noValidate
      aria-label="Download the checklist"
      onSubmit={(event) => {
        event.preventDefault();
        if (filled) void submit(event);
      }}
      className="space-y-5"
    >
      <FormField id="checklist-name" label="Your name" required error={errors.name?.message}>
        {(control) => (
          <input {...control} {...register("name")} type="text" autoComplete="name" className={fieldClass} />
        )}
      </FormField>
      <FormField id="checklist-email" label="Email address" required error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={fieldClass}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={!filled} className="w-full">
        <Download aria-hidden className="size-5" /> Download Checklist
      </Button>
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        Your details stay in your browser. Nothing is sent to us or stored.
      </p>
    </form>
  );
}
