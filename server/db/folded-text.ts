import { type SQL, sql } from "drizzle-orm";

// Text as the inbox's search compares it: lower-cased, and the accents of the Latin letters
// South African names and companies carry taken off ("Zoë" as "zoe", "Müller" as "muller"),
// the same on PGlite and PostgreSQL (issue 45, item 5; decision 0076). translate() with a
// table of our own, not the unaccent extension: PostgreSQL servers need not have it installed,
// and the stored search column and the searched text must be folded by one and the same rule.

/** Each accented letter, upper- and lower-case; lower() alone may not lower them (C locale). */
const ACCENTED =
  "àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżžłÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮÑŃŇÒÓÔÕÖØŌŐŔŘŚŠŞŤÙÚÛÜŪŮŰŲÝŸŹŻŽŁ";

/** Each one's plain lower-case letter: its accents taken off (ø and ł have none to take). */
const PLAIN = [...ACCENTED]
  .map(
    (letter) =>
      ({ ø: "o", Ø: "o", ł: "l", Ł: "l" })[letter] ?? letter.normalize("NFD").charAt(0).toLowerCase(),
  )
  .join("");

/** `text` lower-cased with its accents folded, in SQL: the same function stores and searches. */
export const folded = (text: SQL): SQL =>
  sql`translate(lower(${text}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
