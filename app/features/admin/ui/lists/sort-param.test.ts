import { describe, expect, it } from "vitest";
import { readSortParam, sortParam } from "./sort-param";

const COLUMNS = ["Name", "Created"] as const;

describe("readSortParam", () => {
  it("reads a heading in lower case as ascending, with a leading minus as descending", () => {
    expect(readSortParam("name", COLUMNS)).toEqual({ column: "Name", direction: "ascending" });
    expect(readSortParam("-created", COLUMNS)).toEqual({ column: "Created", direction: "descending" });
  });

  it("leaves out what names no column", () => {
    for (const value of [null, "", "-", "price", "Name", "--name"]) {
      expect(readSortParam(value, COLUMNS)).toBeNull();
    }
  });
});

describe("sortParam", () => {
  it("writes what readSortParam reads back", () => {
    expect(sortParam({ column: "Created", direction: "descending" })).toBe("-created");
    expect(sortParam({ column: "Name", direction: "ascending" })).toBe("name");
    for (const value of ["name", "-name", "created", "-created"]) {
      const sort = readSortParam(value, COLUMNS);
      expect(sort && sortParam(sort)).toBe(value);
    }
  });
});
