import { useState } from "react";
import { TextAreaField } from "../../ui/fields";
import { primaryButton } from "../../ui/styles";
import type { SolutionForm } from "./solution-form";
import { generateSolutionJson } from "./solution-json";
import { TogglePanel } from "./toggle-panel";

function GeneratedJson({ form }: { form: SolutionForm }) {
  const json = generateSolutionJson(form);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(json);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <TextAreaField label="Generated JSON" rows={12} className="font-mono" value={json} readOnly />
      <div className="flex items-center gap-3">
        <button type="button" className={primaryButton} onClick={copy}>
          Copy
        </button>
        <span role="status" className="text-sm">
          {copyState === "copied" ? "Copied!" : null}
          {copyState === "failed" ? "Could not copy: select the text and copy it yourself." : null}
        </span>
      </div>
    </div>
  );
}

export function JsonExportPanel({ form }: { form: SolutionForm }) {
  return <TogglePanel label="Generate JSON">{() => <GeneratedJson form={form} />}</TogglePanel>;
}
