import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, fieldClass } from "#client/components/ui/form-field";
import { type FieldKind, fieldKind, isOptional, newValueAt, textOfValue, valueOfField } from "#shared/facts/fact-edits";
import { type FactPath, type FieldSchema, fieldLabel, fieldSchemaAt, itemName } from "#shared/facts/fact-fields";

/** How a field reports a new value: its path in the document and the value. */
export type SetFact = (path: FactPath, value: unknown) => void;

interface FieldProps {
  path: FactPath;
  value: unknown;
  /** Field path ("sizeTiers.2.price") -> its problem, from the shared schema. */
  problems: Record<string, string>;
  onChange: SetFact;
}

const idOf = (path: FactPath) => `fact-${path.join("-").replace(/[^a-zA-Z0-9-]/g, "_")}`;
const keyOf = (path: FactPath) => path.join(".");
const typeOf = (schema: FieldSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

const UNITS: Record<FieldKind, { label: string; prefix?: string; suffix?: string }> = {
  text: { label: "" },
  number: { label: "" },
  money: { label: " (dollars)", prefix: "$" },
  percent: { label: " (percent)", suffix: "%" },
};

/** A number typed in the owner's unit (dollars, percent): the text is kept while the field has focus, so "60." is not rewritten to "60.00" mid-typing. */
function NumberInput({
  path,
  kind,
  value,
  onChange,
  control,
}: {
  path: FactPath;
  kind: FieldKind;
  value: unknown;
  onChange: SetFact;
  control: object;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const { prefix, suffix } = UNITS[kind];
  return (
    <div className="flex items-center gap-1">
      {prefix ? (
        <span aria-hidden className="font-semibold text-slate-700">
          {prefix}
        </span>
      ) : null}
      <input
        {...control}
        id={idOf(path)}
        inputMode="decimal"
        value={typed ?? textOfValue(kind, value)}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(path, valueOfField(path, kind, event.target.value));
        }}
        onBlur={() => setTyped(null)}
        className={`${fieldClass} max-w-48`}
      />
      {suffix ? (
        <span aria-hidden className="font-semibold text-slate-700">
          {suffix}
        </span>
      ) : null}
    </div>
  );
}

/** One leaf field: text, long text, number, dollars, yes/no or a choice. */
function LeafField({ path, value, problems, onChange, schema }: FieldProps & { schema: FieldSchema }) {
  const id = idOf(path);
  const key = path.at(-1) ?? "";
  // A list's entry is named after its list: "Neighborhoods 3".
  const label =
    typeof key === "number"
      ? `${fieldLabel(path.at(-2) ?? "", fieldSchemaAt(path.slice(0, -1)))} ${key + 1}`
      : fieldLabel(key, schema);
  const error = problems[keyOf(path)];
  const set = (next: unknown) => onChange(path, next);
  const type = typeOf(schema);
  if (type === "boolean")
    return (
      <div>
        <label className="flex items-center gap-2 font-semibold text-slate-800">
          <input
            type="checkbox"
            id={id}
            checked={value === true}
            onChange={(event) => set(event.target.checked)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="size-5"
          />
          {label}
        </label>
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  const kind = fieldKind(schema);
  return (
    <FormField id={id} label={`${label}${UNITS[kind].label}`} error={error}>
      {(control) => {
        if (schema.enum)
          return (
            <select
              {...control}
              value={String(value)}
              onChange={(event) => set(event.target.value)}
              className={fieldClass}
            >
              {schema.enum.map((option) => (
                <option key={String(option)} value={String(option)}>
                  {String(option)}
                </option>
              ))}
            </select>
          );
        if (kind !== "text")
          return <NumberInput path={path} kind={kind} value={value} onChange={onChange} control={control} />;
        const text = textOfValue(kind, value);
        // Emptying a field removes an optional value (or sets a nullable one to none); a required one shows its message.
        const setText = (typed: string) => set(valueOfField(path, kind, typed));
        const long = (schema.maxLength ?? 0) >= 1000 || text.length > 120;
        return long ? (
          <textarea
            {...control}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={fieldClass}
          />
        ) : (
          <input {...control} value={text} onChange={(event) => setText(event.target.value)} className={fieldClass} />
        );
      }}
    </FormField>
  );
}

function GroupProblem({ path, problems }: { path: FactPath; problems: Record<string, string> }) {
  const problem = problems[keyOf(path)];
  return problem ? (
    <p id={`${idOf(path)}-error`} className="text-sm font-medium text-red-700">
      {problem}
    </p>
  ) : null;
}

/** A list: each item with move up, move down and remove; an add button at the end. */
function ListField({ path, value, problems, onChange, schema }: FieldProps & { schema: FieldSchema }) {
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const label = fieldLabel(path.at(-1) ?? "", schema);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(path, next);
  };
  return (
    <fieldset
      className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:p-4"
      aria-describedby={problems[keyOf(path)] ? `${idOf(path)}-error` : undefined}
    >
      <legend className="px-1 font-bold text-brand-900">{label}</legend>
      <GroupProblem path={path} problems={problems} />
      {items.map((item, index) => {
        const itemPath = [...path, index];
        const name = itemName(item) ?? `${label}: item ${index + 1}`;
        return (
          <div key={index} className="grid gap-2 rounded-lg bg-slate-50 p-2 sm:p-3">
            <FactField path={itemPath} value={item} problems={problems} onChange={onChange} />
            <div className="flex flex-wrap gap-2" role="group" aria-label={`Arrange ${name}`}>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={`Move ${name} up`}
              >
                <ArrowUp aria-hidden className="size-4" /> Up
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={`Move ${name} down`}
              >
                <ArrowDown aria-hidden className="size-4" /> Down
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  onChange(
                    path,
                    items.filter((_, at) => at !== index),
                  )
                }
                aria-label={`Remove ${name}`}
              >
                <Trash2 aria-hidden className="size-4" /> Remove
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange(path, [...items, newValueAt([...path, items.length])])}
        >
          <Plus aria-hidden className="size-4" /> Add to {label.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * A group the document may leave out (a city's details): "Add city details" makes it from the
 * schema's empty values, "Remove city details" takes it out again.
 */
function OptionalGroup({ path, value, problems, onChange, label }: FieldProps & { label: string }) {
  if (value === undefined)
    return (
      <div>
        <Button size="sm" variant="outline" onClick={() => onChange(path, newValueAt(path))}>
          <Plus aria-hidden className="size-4" /> Add {label.toLowerCase()}
        </Button>
      </div>
    );
  return (
    <div className="grid gap-2">
      <FactField path={path} value={value} problems={problems} onChange={onChange} />
      <div>
        <Button size="sm" variant="ghost" onClick={() => onChange(path, undefined)}>
          <Trash2 aria-hidden className="size-4" /> Remove {label.toLowerCase()}
        </Button>
      </div>
    </div>
  );
}

/** Any field of the document, its form chosen by its schema: a group, a list or a leaf. */
export function FactField({ path, value, problems, onChange }: FieldProps) {
  const schema = fieldSchemaAt(path);
  if (!schema) return null;
  const type = typeOf(schema);
  if (type === "array")
    return <ListField path={path} value={value} problems={problems} onChange={onChange} schema={schema} />;
  if (type === "object" && schema.properties) {
    const record = (value ?? {}) as Record<string, unknown>;
    const title = typeof path.at(-1) === "number" ? itemName(record) : fieldLabel(path.at(-1) ?? "", schema);
    const fields = Object.keys(schema.properties).map((key) => {
      const child = [...path, key];
      const childSchema = fieldSchemaAt(child);
      const group = childSchema !== undefined && typeOf(childSchema) === "object" && Boolean(childSchema.properties);
      if (!group || !isOptional(child))
        return <FactField key={key} path={child} value={record[key]} problems={problems} onChange={onChange} />;
      return (
        <OptionalGroup
          key={key}
          path={child}
          value={record[key]}
          problems={problems}
          onChange={onChange}
          label={fieldLabel(key, childSchema)}
        />
      );
    });
    if (path.length <= 1 || title === undefined)
      return (
        <div className="grid gap-4">
          <GroupProblem path={path} problems={problems} />
          {fields}
        </div>
      );
    return (
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-3 sm:p-4">
        <legend className="px-1 font-bold text-brand-900">{itemName(record) ?? title}</legend>
        <GroupProblem path={path} problems={problems} />
        {fields}
      </fieldset>
    );
  }
  return <LeafField path={path} value={value} problems={problems} onChange={onChange} schema={schema} />;
}
