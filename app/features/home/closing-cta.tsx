import type { HomeContent } from "#domain/content/home-content";
import type { PagePath } from "#domain/page-paths";
import { CallToActionBand } from "../../components/ui/call-to-action-band";

export function ClosingCta({ content }: { content: HomeContent["closing"] }) {
  return (
    <CallToActionBand
      id="closing-title"
      look="wide"
      title={content.title}
      text={content.text}
      first={{ to: "/solutions" satisfies PagePath, label: "Browse Solutions" }}
      second={{ to: "/contact" satisfies PagePath, label: "Talk to Us" }}
    />
  );
}
