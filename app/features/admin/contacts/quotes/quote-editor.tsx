import { useId, useState } from "react";
import { formatRand, parsePrice } from "#domain/money";
import { QUOTE_LIMITS, type QuoteLineUnit } from "#domain/sales-desk/quote";
import type { QuoteInput } from "#domain/sales-desk/quote-schema";
import type { Quote } from "../../api/quotes";
import { inputClass, labelClass, primaryButton, secondaryButton, smallButton } from "../../ui/styles";

// A draft quote's lines, deposit, validity and terms, as the desk edits them before sending.
// Amounts are typed in rand ("4 500,50" or "4500.50") and sent in cents.

interface LineDraft {
  key: number;
  description: string;
  quantity: string;
  amount: string;
  unit: QuoteLineUnit;
}

let nextKey = 0;
const draftOf = (
  line: Pick<Quote["lines"][number], "description" | "quantity" | "unitCents" | "unit">,
): LineDraft => ({
  key: nextKey++,
  description: line.description,
  quantity: String(line.quantity),
  amount: formatRand(line.unitCents).slice(1),
  unit: line.unit,
});

/** What was typed, as the API takes it; a field that is not a number is sent as one the server refuses at its field. */
function inputOf(lines: LineDraft[], deposit: string, validDays: string, terms: string): QuoteInput {
  return {
    lines: lines.map((line) => ({
      description: line.description,
      quantity: Number(line.quantity),
      unitCents: parsePrice(line.amount)?.cents ?? 0,
      unit: line.unit,
    })),
    depositPercent: Number(deposit),
    validDays: Number(validDays),
    terms,
  };
}

interface QuoteEditorProps {
  quote: Quote;
  busy: boolean;
  onSave: (input: QuoteInput) => void;
  /** Saves what is typed, then sends it. */
  onSend: (input: QuoteInput) => void;
  onCancel: () => void;
}

export function QuoteEditor({ quote, busy, onSave, onSend, onCancel }: QuoteEditorProps) {
  const id = useId();
  const [lines, setLines] = useState(() => quote.lines.map(draftOf));
  const [deposit, setDeposit] = useState(String(quote.depositPercent));
  const [validDays, setValidDays] = useState(String(quote.validDays));
  const [terms, setTerms] = useState(quote.terms);
  const input = () => inputOf(lines, deposit, validDays, terms);
  const change = (key: number, field: keyof Omit<LineDraft, "key">, value: string) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, [field]: value } : line)));

  return (
    <form
      aria-label={`Quote ${quote.number}`}
      className="mt-3 space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(input());
      }}
    >
      <p className="text-sm font-semibold">
        {quote.number}
        {quote.revision > 1 ? `, revision ${quote.revision}` : ""}: amounts in rand
        {quote.vatRegistered ? ", incl. VAT" : ""}
      </p>
      {lines.map((line, index) => (
        <fieldset key={line.key} className="space-y-2 border-t border-slate-200 pt-2 dark:border-slate-700">
          <legend className="sr-only">Line {index + 1}</legend>
          <label className={labelClass}>
            Description
            <input
              className={inputClass}
              value={line.description}
              maxLength={QUOTE_LIMITS.description}
              onChange={(e) => change(line.key, "description", e.target.value)}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <label className={`${labelClass} w-24`}>
              {line.unit === "month" ? "Months" : "Quantity"}
              <input
                className={inputClass}
                inputMode="numeric"
                value={line.quantity}
                onChange={(e) => change(line.key, "quantity", e.target.value)}
              />
            </label>
            <label className={`${labelClass} w-36`}>
              {line.unit === "month" ? "A month (R)" : "Unit amount (R)"}
              <input
                className={inputClass}
                inputMode="decimal"
                value={line.amount}
                onChange={(e) => change(line.key, "amount", e.target.value)}
              />
            </label>
            <button
              type="button"
              className={`${smallButton} self-end`}
              onClick={() => setLines((all) => all.filter((other) => other.key !== line.key))}
            >
              Remove line {index + 1}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className={smallButton}
        disabled={lines.length >= QUOTE_LIMITS.lines}
        onClick={() =>
          setLines((all) => [...all, draftOf({ description: "", quantity: 1, unitCents: 0, unit: "once" })])
        }
      >
        Add line
      </button>
      <div className="flex flex-wrap gap-2">
        <label className={`${labelClass} w-28`} htmlFor={`${id}-deposit`}>
          Deposit (%)
          <input
            id={`${id}-deposit`}
            className={inputClass}
            inputMode="numeric"
            value={deposit}
            onChange={(e) => setDeposit(e.target.value)}
          />
        </label>
        <label className={`${labelClass} w-28`} htmlFor={`${id}-days`}>
          Valid (days)
          <input
            id={`${id}-days`}
            className={inputClass}
            inputMode="numeric"
            value={validDays}
            onChange={(e) => setValidDays(e.target.value)}
          />
        </label>
      </div>
      <label className={labelClass}>
        Terms
        <textarea
          className={inputClass}
          rows={4}
          maxLength={QUOTE_LIMITS.terms}
          value={terms}
          onChange={(e) => setTerms(e.target.value)}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? "Sending..." : "Send quote"}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => onSave(input())}>
          Save draft
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={onCancel}>
          Close
        </button>
      </div>
    </form>
  );
}
