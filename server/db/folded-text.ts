import { type SQL, sql } from "drizzle-orm";

// Text as the inbox's search compares it: lower-cased, and the accents of the Latin letters
// South African names and companies carry taken off ("Zoë" as "zoe", "Síphó" as "sipho"), ß as
// ss and æ as ae, the same on PGlite and PostgreSQL (issue 45, item 5; decisions 0076, 0079).
//
// The one folding table is the database function search_folded(text) (migration 0037): the
// generated search column, the trigger that keeps a note's words on its enquiry's row
// (notes_search) and the searched text all call it, so what is stored and what is typed are
// folded by one and the same rule. translate() and replace(), not the unaccent extension: a
// PostgreSQL server need not have it installed, and its rules are not ours to pin. A change to
// the table is a migration that replaces the function and rewrites both columns.

/** `text` lower-cased with its accents folded, in SQL: the same function stores and searches. */
export const folded = (text: SQL): SQL => sql`search_folded(${text})`;
