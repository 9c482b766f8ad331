import { describe, expect, it } from "vitest";
import { deviceSummary, UNKNOWN_DEVICE } from "./device-summary";

describe("deviceSummary", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
      "Firefox on macOS",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
      "Opera on Linux",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0",
      "Chrome on ChromeOS",
    ],
  ])("%s → %s", (userAgent, summary) => {
    expect(deviceSummary(userAgent)).toBe(summary);
  });

  it("names what it knows of other clients, and nothing it does not", () => {
    expect(deviceSummary("curl/8.5.0")).toBe(UNKNOWN_DEVICE);
    expect(deviceSummary(undefined)).toBe(UNKNOWN_DEVICE);
    expect(deviceSummary("")).toBe(UNKNOWN_DEVICE);
    expect(deviceSummary("SomeApp/1.0 (Windows NT 10.0)")).toBe("Windows");
  });
});
