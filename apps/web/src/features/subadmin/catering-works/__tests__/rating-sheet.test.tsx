import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RatingSheet } from "@/entities/payment/rating-sheet";
import { fieldError, mockFetch, renderUi, signIn } from "@/test/render";
import { BOY, RATING } from "./catering-works-fixtures";

const group = (legend: string) => screen.getByRole("group", { name: legend });
const choose = (legend: string, option: string) =>
  fireEvent.click(within(group(legend)).getByLabelText(option));
const control = (label: string) => screen.getByLabelText(label, { selector: "input, textarea" });

describe("RatingSheet", () => {
  it("rates a user: the chosen marks, attendance, arrival and comment go to rate-boy", async () => {
    signIn("subadmin");
    const calls = mockFetch(() => ({
      status: 201,
      body: { status: true, message: "Rated", rating: RATING },
    }));
    const onSaved = vi.fn();
    renderUi(<RatingSheet workId={3} user={BOY} rating={undefined} onClose={vi.fn()} onSaved={onSaved} />);
    choose("Pant", "Good");
    choose("Shoe", "Poor");
    choose("Attendance", "Absent");
    fireEvent.change(control("Arrival time"), { target: { value: "09:45" } });
    fireEvent.change(control("Comment"), { target: { value: "Late" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Rating" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/sub_admin/rate-boy/");
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.body).toMatchObject({
      user: 21,
      work: 3,
      pant: true,
      shoe: false,
      timing: null,
      neatness: null,
      performance: null,
      attendence: 0,
      arrival_time: "09:45",
      comment: "Late",
    });
  });

  it("an empty rating is not sent: the sheet names every mark still to choose", async () => {
    signIn("subadmin");
    const calls = mockFetch(() => ({
      status: 201,
      body: { status: true, message: "Rated", rating: RATING },
    }));
    const onSaved = vi.fn();
    renderUi(<RatingSheet workId={3} user={BOY} rating={undefined} onClose={vi.fn()} onSaved={onSaved} />);
    fireEvent.click(screen.getByRole("button", { name: "Submit Rating" }));
    expect(
      await screen.findByText("Choose good or poor for: Pant, Shoe, Timing, Neatness, Performance"),
    ).toBeTruthy();
    choose("Pant", "Good");
    choose("Shoe", "Poor");
    fireEvent.click(screen.getByRole("button", { name: "Submit Rating" }));
    expect(await screen.findByText("Choose good or poor for: Timing, Neatness, Performance")).toBeTruthy();
    expect(within(group("Timing")).getByText("Not chosen yet")).toBeTruthy();
    expect(within(group("Pant")).queryByText("Not chosen yet")).toBeNull();
    expect(calls).toHaveLength(0);
    for (const mark of ["Timing", "Neatness", "Performance"]) choose(mark, "Good");
    fireEvent.click(screen.getByRole("button", { name: "Submit Rating" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      pant: true,
      shoe: false,
      timing: true,
      neatness: true,
      performance: true,
    });
  });

  it("absent needs no marks: choosing Absent clears the missing-mark message", async () => {
    signIn("subadmin");
    mockFetch(() => ({ status: 201, body: { status: true, message: "Rated", rating: RATING } }));
    renderUi(<RatingSheet workId={3} user={BOY} rating={undefined} onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Submit Rating" }));
    expect(await screen.findByText(/Choose good or poor for:/)).toBeTruthy();
    choose("Attendance", "Absent");
    await waitFor(() => expect(screen.queryByText(/Choose good or poor for:/)).toBeNull());
  });

  it("edits a rating through its id, starting from the stored marks", async () => {
    signIn("subadmin");
    const calls = mockFetch(() => ({ body: { status: true, message: "Updated", rating: RATING } }));
    const onSaved = vi.fn();
    renderUi(<RatingSheet workId={3} user={BOY} rating={RATING} onClose={vi.fn()} onSaved={onSaved} />);
    choose("Neatness", "Good");
    fireEvent.click(screen.getByRole("button", { name: "Update Rating" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.url).toBe("/api/sub_admin/boy-ratings/5/");
    expect(calls[0]?.method).toBe("PATCH");
    expect(calls[0]?.body).toMatchObject({ pant: true, shoe: true, timing: false, neatness: true });
  });

  it("shows a too long comment under the field and sends nothing", async () => {
    signIn("subadmin");
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<RatingSheet workId={3} user={BOY} rating={undefined} onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.change(control("Comment"), { target: { value: "x".repeat(1001) } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Rating" }));
    await waitFor(() => expect(fieldError(control("Comment"))).toMatch(/Comment/));
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field errors on the fields", async () => {
    signIn("subadmin");
    mockFetch(() => ({
      status: 400,
      body: { status: false, message: "Invalid input", errors: { arrival_time: ["Use HH:MM"] } },
    }));
    renderUi(<RatingSheet workId={3} user={BOY} rating={undefined} onClose={vi.fn()} onSaved={vi.fn()} />);
    choose("Attendance", "Absent");
    fireEvent.change(control("Arrival time"), { target: { value: "09:45" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Rating" }));
    await waitFor(() => expect(fieldError(control("Arrival time"))).toBe("Use HH:MM"));
  });
});
