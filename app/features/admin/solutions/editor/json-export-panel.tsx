import { TextAreaField } from "../../ui/fields";
import { primaryButton } from "../../ui/styles";
import { useCopyText } from "../../ui/use-copy-text";
import type { SolutionForm } from "./form/solution-form";
import { generateSolutionJson } from "./form/solution-json";
import { TogglePanel } from "./inputs/toggle-panel";

function GeneratedJson({ form }: { form: SolutionForm }) {
  const json = generateSolutionJson(form);
  const copied = useCopyText();

  return (
    <div className="flex flex-col gap-3">
      <TextAreaField label="Generated JSON" rows={12} className="font-mono" value={json} readOnly />
      <div className="flex items-center gap-3">
        <button type="button" className={primaryButton} onClick={() => copied.copy(json)}>
          Copy
        </button>
        <span role="status" className="text-sm">
          {copied.message}
        </span>
      </div>
    </div>
  );
}

export function JsonExportPanel({ form }: { form: SolutionForm }) {
  return <TogglePanel label="Generate JSON">{() => <GeneratedJson form={form} />}</TogglePanel>;
}
