import { describe, expect, it } from "vitest";
import { TEST_USER } from "@/test/render";
import { toDraft, validate } from "../profile-form-model";

/** The licence image is asked for only when the licence is newly ticked, as the server asks. */
describe("the profile's licence image rule", () => {
  const filled = {
    address: "Main Road",
    place: "Ottapalam",
    district: "palakkad",
    employment_type: "freelance",
  };

  it("a worker already marked licensed with no image on file can save his UPI ID", () => {
    const user = { ...TEST_USER, ...filled, has_license: true, license_image: null };
    const errors = validate({ ...toDraft(user), upi_id: "manu@okaxis" }, user, null);
    expect(errors).toEqual({});
  });

  it("newly ticking the licence without an image asks for it", () => {
    const user = { ...TEST_USER, ...filled, has_license: false, license_image: null };
    const errors = validate({ ...toDraft(user), has_license: true }, user, null);
    expect(Object.keys(errors)).toEqual(["license_image"]);
  });
});
