import type { ReactNode } from "react";

/**
 * A list of the places an admin words on the AI Basics page (benefits, terms, myths, steps).
 * The places are fixed, so a place's number is its key.
 */
export function WordedPlacesList<Item>({
  ordered = false,
  className,
  itemClassName,
  items,
  children,
}: {
  ordered?: boolean;
  className: string;
  itemClassName?: string;
  items: readonly Item[];
  children: (item: Item, place: number) => ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((item, place) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the places are fixed and an admin words them
        <li key={place} className={itemClassName}>
          {children(item, place)}
        </li>
      ))}
    </List>
  );
}
