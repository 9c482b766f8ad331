import { Flowchart } from "../../../../components/flowchart/flowchart";
import type { EditorSectionProps } from "./form/editor-section";
import type { Animation } from "./form/solution-form";
import { ConnectionsEditor } from "./inputs/connections-editor";
import { NodesEditor } from "./inputs/nodes-editor";

export function AnimationSection({ form, update, errors }: EditorSectionProps) {
  const onChange = (animation: Animation) => update({ animation });
  return (
    <section aria-labelledby="how-it-works" className="flex flex-col gap-4">
      <h2 id="how-it-works" className="text-lg font-semibold">
        How It Works (flowchart)
      </h2>
      {/* The public page's own chart: what the admin sees is what visitors will see. */}
      <Flowchart
        nodes={form.animation.nodes}
        edges={form.animation.edges}
        title={form.title || "this solution"}
      />
      <NodesEditor animation={form.animation} onChange={onChange} errors={errors} />
      <ConnectionsEditor animation={form.animation} onChange={onChange} />
    </section>
  );
}
