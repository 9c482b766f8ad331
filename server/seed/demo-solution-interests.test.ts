import { describe, expect, it } from "vitest";
import { interestOfSolution } from "#domain/content/solution-interest";
import { demoSolutions } from "./demo-solutions";

// The interest that goes with a solution is the one its admin chose (decision 0079): the demo
// catalogue chooses each, as decision 0077's words read them.

describe("the interest that goes with a solution", () => {
  it("is the one each demo solution chose", () => {
    const interests = Object.fromEntries(
      demoSolutions.map((solution) => [solution.id, interestOfSolution(solution)]),
    );
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

  it("is Other/Not Sure Yet for a solution that chose none, never the form's default", () => {
    expect(interestOfSolution({})).toBe("other");
    expect(interestOfSolution({ interest: "automation" })).toBe("automation");
  });
});
