import { describe, expect, it } from "vitest";
import { easterSunday, isOverdue, isWorkingDay, publicHolidays, replyDueBy, sastDate } from "./working-days";

/** A SAST wall-clock time ("2026-11-27T16:00") as the instant it is. */
const sast = (local: string) => new Date(`${local}:00+02:00`);
const due = (local: string) => replyDueBy(sast(local)).toISOString();
const at = (local: string) => sast(local).toISOString();

describe("replyDueBy", () => {
  it("is nine working hours later within the week", () => {
    expect(due("2026-11-23T08:00")).toBe(at("2026-11-23T17:00")); // Monday
    expect(due("2026-11-24T12:00")).toBe(at("2026-11-25T12:00"));
    expect(due("2026-11-26T16:59")).toBe(at("2026-11-27T16:59"));
  });

  it("carries Friday afternoon over the weekend", () => {
    expect(due("2026-11-27T16:00")).toBe(at("2026-11-30T16:00"));
    expect(due("2026-11-27T16:30")).toBe(at("2026-11-30T16:30"));
  });

  it("gives a whole working day to what arrives outside working hours", () => {
    expect(due("2026-11-28T10:00")).toBe(at("2026-11-30T17:00")); // Saturday
    expect(due("2026-11-29T23:59")).toBe(at("2026-11-30T17:00")); // Sunday
    expect(due("2026-11-24T06:30")).toBe(at("2026-11-24T17:00")); // before opening
    expect(due("2026-11-24T17:00")).toBe(at("2026-11-25T17:00")); // at closing
    expect(due("2026-11-27T18:00")).toBe(at("2026-11-30T17:00")); // Friday evening
  });

  it("reads the SAST day, not the UTC one", () => {
    // 23:30 UTC on Sunday is 01:30 on Monday in South Africa.
    expect(replyDueBy(new Date("2026-11-29T23:30:00Z")).toISOString()).toBe(at("2026-11-30T17:00"));
  });

  it("skips Christmas, the Day of Goodwill and New Year's Day", () => {
    expect(due("2026-12-24T16:00")).toBe(at("2026-12-28T16:00")); // Thu -> (25 Fri, 26 Sat) Mon
    expect(due("2026-12-31T12:00")).toBe(at("2027-01-04T12:00")); // Thu -> (1 Jan Fri) Mon
  });

  it("skips the Easter weekend, Good Friday to Family Day", () => {
    expect(due("2027-03-25T10:00")).toBe(at("2027-03-30T10:00")); // Thu -> (26 Fri .. 29 Mon) Tue
  });

  it("moves a Sunday holiday to the Monday", () => {
    // Freedom Day 2025 was a Sunday: Monday 28 April was off.
    expect(due("2025-04-25T09:00")).toBe(at("2025-04-29T09:00"));
  });
});

describe("public holidays", () => {
  it("finds Easter", () => {
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe("2026-04-05");
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe("2027-03-28");
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe("2025-04-20");
  });

  it("has Good Friday and Family Day", () => {
    const holidays = publicHolidays(2027);
    expect(holidays.has("2027-03-26")).toBe(true);
    expect(holidays.has("2027-03-29")).toBe(true);
  });

  it("gives the next free day when Christmas is a Sunday and the Monday is already a holiday", () => {
    const holidays = publicHolidays(2022);
    expect(holidays.has("2022-12-26")).toBe(true);
    expect(holidays.has("2022-12-27")).toBe(true);
    expect(holidays.has("2022-12-28")).toBe(false);
  });

  it("tells working days from the rest", () => {
    expect(isWorkingDay(sast("2026-11-27T12:00"))).toBe(true); // Friday
    expect(isWorkingDay(sast("2026-11-28T12:00"))).toBe(false); // Saturday
    expect(isWorkingDay(sast("2026-12-16T12:00"))).toBe(false); // Day of Reconciliation
    expect(isWorkingDay(sast("2025-04-28T12:00"))).toBe(false); // Freedom Day observed
    expect(sastDate(new Date("2026-11-26T22:30:00Z"))).toBe("2026-11-27");
  });
});

describe("isOverdue", () => {
  const received = sast("2026-11-27T16:00"); // due Monday 16:00
  it("is not overdue before the deadline", () => {
    expect(isOverdue(received, null, sast("2026-11-30T15:59"))).toBe(false);
  });
  it("is overdue from the deadline while unanswered", () => {
    expect(isOverdue(received, null, sast("2026-11-30T16:00"))).toBe(true);
  });
  it("is not overdue once answered, even late", () => {
    expect(isOverdue(received, sast("2026-11-28T09:00"), sast("2026-12-01T09:00"))).toBe(false);
    expect(isOverdue(received, sast("2026-12-01T08:00"), sast("2026-12-01T09:00"))).toBe(false);
  });
  it("does not count a reply that comes after now", () => {
    expect(isOverdue(received, sast("2026-12-02T08:00"), sast("2026-12-01T09:00"))).toBe(true);
  });
});
