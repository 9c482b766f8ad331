import { CallsToAction, type Destination } from "./explore-solutions-actions";

// A page's last word on an indigo band: a heading, a line, and two calls to action. The home
// page's spans the window (`wide`); a solution's is a card at the foot of its column.
interface Look {
  section: string;
  inner?: string;
  title: string;
  text: string;
  actions: string;
}

const LOOKS: Record<"wide" | "card", Look> = {
  wide: {
    section: "bg-indigo-800 py-16 text-white dark:bg-indigo-950",
    inner: "mx-auto max-w-4xl px-4 text-center sm:px-6",
    title: "text-3xl font-bold",
    text: "mt-4 text-lg text-indigo-100",
    actions: "mt-8",
  },
  card: {
    section: "mt-16 rounded-2xl bg-indigo-800 p-8 text-center text-white dark:bg-indigo-950",
    title: "text-2xl font-bold",
    text: "mt-3 text-indigo-100",
    actions: "mt-6",
  },
};

export function CallToActionBand({
  id,
  look,
  title,
  text,
  first,
  second,
}: {
  id: string;
  look: "wide" | "card";
  title: string;
  text: string;
  first: Destination;
  second: Destination;
}) {
  const classes = LOOKS[look];
  return (
    <section aria-labelledby={id} className={classes.section}>
      <div className={classes.inner}>
        <h2 id={id} className={classes.title}>
          {title}
        </h2>
        <p className={classes.text}>{text}</p>
        <CallsToAction onBand className={classes.actions} first={first} second={second} />
      </div>
    </section>
  );
}
