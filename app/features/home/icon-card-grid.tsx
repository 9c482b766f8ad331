import type { ComponentType, SVGProps } from "react";
import type { To } from "react-router";
import { cardLink } from "../../components/ui/button-styles";
import { PageLink } from "../../components/ui/page-link";

export interface IconCard {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  to: To;
}

/** The home page's grids of cards that each lead on: an icon, a title and a line of text. */
export function IconCardGrid({
  cards,
  columns,
  cardStyle,
}: {
  cards: readonly IconCard[];
  /** The grid's columns by screen width. */
  columns: string;
  /** The card's own look, beside the shared card link. */
  cardStyle: string;
}) {
  return (
    <ul className={`mt-12 grid gap-6 ${columns}`}>
      {cards.map(({ title, text, Icon, to }) => (
        <li key={title}>
          <PageLink to={to} className={`${cardLink} ${cardStyle}`}>
            <Icon aria-hidden="true" className="h-8 w-8 text-indigo-700 dark:text-indigo-300" />
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{text}</p>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
