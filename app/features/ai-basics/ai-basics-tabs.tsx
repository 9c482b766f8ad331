import { useState } from "react";
import type { AiBasicsContent } from "#domain/content/ai-basics-content";
import { Tabs } from "../../components/ui/tabs";
import {
  BenefitsPanel,
  GettingStartedPanel,
  MythsPanel,
  TermsPanel,
  WhatIsAiPanel,
} from "./ai-basics-panels";

type TabKey = "what" | "benefits" | "terms" | "myths" | "start";

export function AiBasicsTabs({ content }: { content: AiBasicsContent }) {
  const [selected, setSelected] = useState<TabKey>("what");
  const { whatIsAi, benefits, terms, myths, gettingStarted } = content;
  return (
    <Tabs<TabKey>
      label="AI basics topics"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: "what", label: whatIsAi.label, panel: <WhatIsAiPanel section={whatIsAi} /> },
        { key: "benefits", label: benefits.label, panel: <BenefitsPanel section={benefits} /> },
        { key: "terms", label: terms.label, panel: <TermsPanel section={terms} /> },
        { key: "myths", label: myths.label, panel: <MythsPanel section={myths} /> },
        {
          key: "start",
          label: gettingStarted.label,
          panel: <GettingStartedPanel section={gettingStarted} />,
        },
      ]}
    />
  );
}
