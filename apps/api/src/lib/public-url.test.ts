import { describe, expect, it } from "vitest";
import { publicBaseUrl } from "./public-url.js";

describe("the public base of absolute URLs", () => {
  it("is PUBLIC_URL when set, else the configured host and port; no request goes into it", () => {
    expect(publicBaseUrl({ publicUrl: "https://crew.example.in", host: "0.0.0.0", port: 3000 })).toBe(
      "https://crew.example.in",
    );
    expect(publicBaseUrl({ publicUrl: undefined, host: "0.0.0.0", port: 3000 })).toBe(
      "http://localhost:3000",
    );
    expect(publicBaseUrl({ publicUrl: undefined, host: "::", port: 8080 })).toBe("http://localhost:8080");
    expect(publicBaseUrl({ publicUrl: undefined, host: "192.168.1.20", port: 3000 })).toBe(
      "http://192.168.1.20:3000",
    );
    expect(publicBaseUrl({ publicUrl: undefined, host: "fd00::5", port: 3000 })).toBe(
      "http://[fd00::5]:3000",
    );
  });
});
