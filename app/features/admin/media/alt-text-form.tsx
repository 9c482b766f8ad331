import { useId, useState } from "react";
import { ALT_MAX, ALT_REQUIRED, type LibraryItem } from "#domain/content/media-library";
import { TextField } from "../ui/fields";
import { smallButton } from "../ui/styles";

interface AltTextFormProps {
  item: LibraryItem;
  busy: boolean;
  onSave: (alt: { alt: string; decorative: boolean }) => Promise<void>;
}

/**
 * A picture's alt text, or "decorative" (an empty alt that screen readers skip): a choice made
 * on purpose, so blank text is refused unless the box is ticked.
 */
export function AltTextForm({ item, busy, onSave }: AltTextFormProps) {
  const [alt, setAlt] = useState(item.alt ?? "");
  const [decorative, setDecorative] = useState(item.alt === "");
  const [error, setError] = useState<string | null>(null);
  const checkboxId = useId();

  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!decorative && !alt.trim()) return setError(ALT_REQUIRED);
        setError(null);
        await onSave(decorative ? { alt: "", decorative } : { alt, decorative });
      }}
    >
      <TextField
        label={`Alt text of ${item.fileName}`}
        hint="What the picture shows, for people who cannot see it."
        value={decorative ? "" : alt}
        maxLength={ALT_MAX}
        disabled={decorative}
        error={error}
        onChange={(event) => setAlt(event.target.value)}
      />
      <div className="flex items-center gap-2 text-sm">
        <input
          id={checkboxId}
          type="checkbox"
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.target.checked);
            setError(null);
          }}
        />
        <label htmlFor={checkboxId}>Decorative: it adds nothing to the text (no alt text)</label>
      </div>
      <div>
        <button
          type="submit"
          className={smallButton}
          disabled={busy}
          aria-label={`Save alt text of ${item.fileName}`}
        >
          Save alt text
        </button>
      </div>
    </form>
  );
}
