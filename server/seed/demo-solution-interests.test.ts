import { describe, expect, it } from "vitest";
import { interestOfSolution } from "#domain/solution-interest";
import demo from "./demo-solutions.json" with { type: "json" };

describe("the interest that goes with a solution", () => {
  it("reads each demo solution as the interest a visitor would pick, and the rest as Other", () => {
    const interests = Object.fromEntries(demo.map((solution) => [solution.id, interestOfSolution(solution)]));
    expect(interests).toEqual({
      "whatsapp-auto-reply-bot": "chatbot",
      "ocr-receipt-capture": "ocr",
      "social-media-content-generator": "social-media",
      "crm-ai-lead-scoring": "crm",
      "ecommerce-stock-forecasting": "inventory",
      "cash-flow-forecasting": "other",
      "compliance-document-assistant": "other",
      "market-competitor-analysis": "market-analysis",
      "ai-report-generation": "report-generation",
      "business-process-automation": "automation",
    });
  });

  it("is never the default market analysis for a solution about something else", () => {
    expect(interestOfSolution({ id: "payroll-helper", title: "Payroll Helper" })).toBe("other");
  });
});
