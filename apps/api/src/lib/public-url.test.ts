import { upcomingWorksSchema, userSchema } from "@catercrew/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { mayCarryMediaLinks, publicBaseUrl } from "./public-url.js";

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

describe("which routes walk their answers for media links", () => {
  it("those whose answers can hold a license_image, and any the schemas cannot tell about", () => {
    expect(mayCarryMediaLinks({ 200: userSchema })).toBe(true);
    expect(mayCarryMediaLinks({ 200: z.object({ results: z.array(userSchema) }) })).toBe(true);
    expect(mayCarryMediaLinks(undefined)).toBe(true);
    expect(mayCarryMediaLinks({ 200: { type: "object" } })).toBe(true);
    expect(mayCarryMediaLinks({ 200: upcomingWorksSchema })).toBe(false);
  });
});
