import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import type { AvailabilityDay } from "#shared/booking/booking-api";
import { type BookingRequest, BookingRequestSchema } from "#shared/booking/booking-request";
import { SERVICE_KEYS, isServiceKey } from "#shared/catalog/services";
import { NextFreeTimes, TimePicker } from "#client/components/booking/time-picker";
import { Button } from "#client/components/ui/button";
import { fieldClass, FormField } from "#client/components/ui/form-field";
import { Select } from "#client/components/ui/select";
import { useSiteFacts } from "#client/lib/site-facts";
import type { BookingPrefill } from "./booking-request";
import { isOutsideArea, ZipNotice } from "./zip-notice";

type FormValues = z.input<typeof BookingRequestSchema>;

export interface BookingConflict {
  message: string;
  nextFree: readonly string[];
}

interface BookingFormProps {
  days: readonly AvailabilityDay[];
  prefill: BookingPrefill;
  idempotencyKey: string;
  sending: boolean;
  /** Sent, and waiting for the browser's proof of work to finish. */
  checking: boolean;
  conflict: BookingConflict | undefined;
  onSubmit: (request: BookingRequest) => void;
}

const stepHeading = "flex items-center gap-3 text-xl font-bold text-brand-900";
const stepNumber = "flex size-8 items-center justify-center rounded-full bg-brand-700 text-base text-white";

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <legend className={stepHeading}>
        <span aria-hidden className={stepNumber}>
          {number}
        </span>{" "}
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The booking form: what to clean, a free time, and the visitor's details. Validated with the
 * schema the server uses, so a field error here is the same one the API would give.
 */
export function BookingForm({
  days,
  prefill,
  idempotencyKey,
  sending,
  checking,
  conflict,
  onSubmit,
}: BookingFormProps) {
  const facts = useSiteFacts();
  const { services } = facts;
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<FormValues, unknown, BookingRequest>({
    resolver: zodResolver(BookingRequestSchema),
    defaultValues: {
      idempotencyKey,
      service: prefill.service,
      estimate: prefill.estimate,
      name: "",
      email: "",
      phone: "",
      address: { street: "", city: prefill.city ?? "", zip: "" },
      notes: "",
      outsideAreaOk: false,
    },
  });
  const zip = watch("address.zip");

  return (
    <form
      onSubmit={(event) =>
        void handleSubmit((values) =>
          onSubmit({ ...values, idempotencyKey, estimateReference: prefill.estimateReference }),
        )(event)
      }
      noValidate
      aria-busy={sending}
      className="grid gap-8"
    >
      <Step number={1} title="What to Clean">
        <FormField id="booking-service" label="Service" optional error={errors.service?.message}>
          {(field) => (
            <Select
              {...field}
              {...register("service", {
                setValueAs: (value: string) => (value && isServiceKey(value) ? value : undefined),
              })}
            >
              <option value="">Not sure yet: we'll advise</option>
              {SERVICE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {services[key].name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {prefill.estimateReference ? (
          <p className="text-sm text-slate-700">
            Your estimate <strong className="font-mono text-brand-900">{prefill.estimateReference}</strong> is attached
            to this booking.
          </p>
        ) : null}
      </Step>
      <Step number={2} title="Pick a Time">
        <Controller
          control={control}
          name="startsAt"
          render={({ field }) => (
            <TimePicker
              id="booking-time"
              days={days}
              value={field.value}
              onChange={field.onChange}
              error={errors.startsAt?.message}
            />
          )}
        />
        {conflict ? (
          <NextFreeTimes
            message={conflict.message}
            nextFree={conflict.nextFree}
            onPick={(startsAt) => setValue("startsAt", startsAt, { shouldValidate: true })}
          />
        ) : null}
      </Step>
      <Step number={3} title="Your Details">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="booking-name" label="Name" required error={errors.name?.message}>
            {(field) => (
              <input {...field} {...register("name")} type="text" autoComplete="name" className={fieldClass} />
            )}
          </FormField>
          <FormField id="booking-email" label="Email" required error={errors.email?.message}>
            {(field) => (
              <input {...field} {...register("email")} type="email" autoComplete="email" className={fieldClass} />
            )}
          </FormField>
          <FormField id="booking-phone" label="Phone" required error={errors.phone?.message}>
            {(field) => (
              <input {...field} {...register("phone")} type="tel" autoComplete="tel" className={fieldClass} />
            )}
          </FormField>
          <FormField id="booking-street" label="Street address" required error={errors.address?.street?.message}>
            {(field) => (
              <input
                {...field}
                {...register("address.street")}
                type="text"
                autoComplete="address-line1"
                className={fieldClass}
              />
            )}
          </FormField>
          <FormField id="booking-city" label="City" required error={errors.address?.city?.message}>
            {(field) => (
              <input
                {...field}
                {...register("address.city")}
                type="text"
                autoComplete="address-level2"
                className={fieldClass}
              />
            )}
          </FormField>
          <FormField id="booking-zip" label="ZIP code" required error={errors.address?.zip?.message}>
            {(field) => (
              <input
                {...field}
                {...register("address.zip")}
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                className={fieldClass}
              />
            )}
          </FormField>
          {isOutsideArea(zip, facts) ? <ZipNotice zip={zip} confirm={register("outsideAreaOk")} /> : null}
          <div className="sm:col-span-2">
            <FormField
              id="booking-notes"
              label="Notes: pets, how to get in, anything we should know"
              optional
              error={errors.notes?.message}
            >
              {(field) => <textarea {...field} {...register("notes")} rows={4} className={`${fieldClass} resize-y`} />}
            </FormField>
          </div>
        </div>
      </Step>
      <div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <CalendarCheck aria-hidden className="size-5" />{" "}
          {checking ? "Checking..." : sending ? "Booking..." : "Book My Walkthrough"}
        </Button>
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <p role="status" className={checking ? "mt-3 text-sm text-slate-700" : undefined}>
          {checking
            ? "Checking... your browser is finishing a quick automatic check. There's nothing you need to do."
            : ""}
        </p>
      </div>
    </form>
  );
}
