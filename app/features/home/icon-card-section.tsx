import type { ComponentType, SVGProps } from "react";
import type { To } from "react-router";
import { cardLink } from "../../components/ui/button-styles";
import { PageLink } from "../../components/ui/page-link";
import { SectionHeading } from "./section-heading";

export interface IconCard {
  /** Stays with the card's place whatever an admin names it. */
  id: string;
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  to: To;
}

/**
 * The admin's words for each card joined to what its place keeps (id, icon, link). The
 * record's schema makes both lists as long; a place without words is left out.
 */
function cardsInPlaces(
  words: readonly { title: string; text: string }[],
  places: readonly Omit<IconCard, "title" | "text">[],
): IconCard[] {
  return places.flatMap((place, index) => {
    const card = words[index];
    return card ? [{ ...card, ...place }] : [];
  });
}

/**
 * A home page section of cards that each lead on (the hurdles, the services): its heading, the
 * admin's words in the cards' places, and anything that follows the grid (`children`).
 */
export function IconCardSection({
  id,
  content,
  places,
  columns,
  cardStyle,
  sectionStyle,
  children,
}: {
  id: string;
  content: { title: string; intro: string; cards: readonly { title: string; text: string }[] };
  places: readonly Omit<IconCard, "title" | "text">[];
  /** The grid's columns by screen width. */
  columns: string;
  /** The card's own look, beside the shared card link. */
  cardStyle: string;
  sectionStyle: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`py-20 ${sectionStyle}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={`${id}-title`} title={content.title} intro={content.intro} />
        <ul className={`mt-12 grid gap-6 ${columns}`}>
          {cardsInPlaces(content.cards, places).map(({ id, title, text, Icon, to }) => (
            <li key={id}>
              <PageLink to={to} className={`${cardLink} ${cardStyle}`}>
                <Icon aria-hidden="true" className="h-8 w-8 text-indigo-700 dark:text-indigo-300" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{text}</p>
              </PageLink>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
