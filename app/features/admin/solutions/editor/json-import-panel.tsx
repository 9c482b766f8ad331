import { useState } from "react";
import { MaybeBanner } from "../../ui/banner";
import { TextAreaField } from "../../ui/fields";
import { primaryButton } from "../../ui/styles";
import type { SolutionForm } from "./form/solution-form";
import { parseSolutionJson } from "./form/solution-json";
import { TogglePanel } from "./inputs/toggle-panel";

const SCHEMA_EXAMPLE = `{
  "id": "whatsapp-auto-reply",          // required, lowercase slug
  "title": "WhatsApp Auto-Reply Bot",    // required
  "tagline": "Answer customers 24/7",    // required
  "description": "…",                    // required
  "tier": "bronze | silver | gold",
  "icon": "ChartBarIcon",                // one of the icon list
  "interest": "chatbot",                 // optional: the contact form's interest value
  "challenges": ["Inefficiencies"],      // from the challenge list
  "sectors": ["Retail"],                 // from the sector list
  "features": [{ "title": "…", "description": "…" }],
  "techStack": ["…"],                    // optional
  "customerWords": { "en": ["…"], "af": ["…"], "zu": ["…"] },  // optional: words customers use
  "animation": {
    "nodes": [{ "id": "input", "label": "Input", "type": "input | process | output | data | decision", "x": 100, "y": 100 }],
    "edges": [{ "from": "input", "to": "process" }]
  },
  "implementationSteps": [{ "title": "…", "description": "…", "iconName": "CogIcon" }],
  "timeline": "4-6 weeks",
  "pricing": { "upfront": "R15,000", "monthly": "R1,500 / month" }   // upfront required
}`;

type OnImport = (form: SolutionForm, filled: string[]) => void;

function ImportForm({ onImport, close }: { onImport: OnImport; close: () => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  function importText() {
    const result = parseSolutionJson(text);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    onImport(result.form, result.filled);
    close();
  }

  return (
    <div className="flex flex-col gap-3">
      <details>
        <summary className="cursor-pointer text-sm font-medium">Schema documentation</summary>
        <pre className="mt-2 rounded bg-slate-100 p-2 text-xs break-words whitespace-pre-wrap dark:bg-slate-800">
          {SCHEMA_EXAMPLE}
        </pre>
      </details>
      <TextAreaField
        label="Solution JSON"
        rows={8}
        className="font-mono"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <MaybeBanner tone="error" message={error} />
      <div>
        <button type="button" className={primaryButton} onClick={importText}>
          Import
        </button>
      </div>
    </div>
  );
}

/** Replaces the whole form with pasted solution JSON. */
export function JsonImportPanel({ onImport }: { onImport: OnImport }) {
  return (
    <TogglePanel label="Import from JSON">
      {(close) => <ImportForm onImport={onImport} close={close} />}
    </TogglePanel>
  );
}
