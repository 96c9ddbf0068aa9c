import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { todayInKolkata } from "@/lib/format";
import { fieldError, mockFetch, renderUi, signIn } from "@/test/render";
import { aWork } from "@/test/work-samples";
import { WorkFormDialog } from "../components/work-form-dialog";

const PAST_MESSAGE = "This date has already passed. Choose today or a later date.";
const control = (label: RegExp) => screen.getByLabelText(label, { selector: "input, select, textarea" });
const type = (label: RegExp, value: string) => fireEvent.change(control(label), { target: { value } });
const daysFromToday = (days: number) => {
  const d = new Date(`${todayInKolkata()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** What the form sent (its reads, such as the proposed price, left out). */
const writes = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method !== "GET");

const PAST_WORK = aWork({ id: 8, date: daysFromToday(-21), work_type: "lunch" });

function fillNewWork(date: string) {
  type(/^Auditorium name/, "Lakshmi Hall");
  type(/^Customer name/, "Ravi");
  type(/^Customer mobile/, "98470 12345");
  type(/^Address/, "Main Road");
  type(/^Place/, "Cherpulassery");
  type(/^District/, "palakkad");
  type(/^Date/, date);
  type(/^Reporting time/, "10:30");
  type(/^Meal/, "lunch");
  type(/^Boys needed/, "3");
  type(/^Attendees/, "150");
  type(/^Payment amount/, "12500");
}

describe("WorkFormDialog: dates", () => {
  it("Add Work refuses a date three weeks ago under the field and sends nothing", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch(() => ({ body: {} }));
    renderUi(<WorkFormDialog open work={null} onClose={vi.fn()} />);
    expect(control(/^Date/).getAttribute("min")).toBe(todayInKolkata());
    fillNewWork(daysFromToday(-21));
    fireEvent.click(screen.getByRole("button", { name: "Create Work" }));
    await waitFor(() => expect(fieldError(control(/^Date/))).toBe(PAST_MESSAGE));
    expect(writes(calls)).toHaveLength(0);
  });

  it("Add Work takes today and sends the customer mobile as 10 digits", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch(() => ({ status: 201, body: { status: true, message: "ok", work: PAST_WORK } }));
    const onClose = vi.fn();
    renderUi(<WorkFormDialog open work={null} onClose={onClose} />);
    fillNewWork(todayInKolkata());
    fireEvent.click(screen.getByRole("button", { name: "Create Work" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)[0]?.body).toMatchObject({ date: todayInKolkata(), customer_mobile: "9847012345" });
  });

  it("a lunch wedding is both: the meal and the occasion are chosen apart and sent apart", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch(() => ({ status: 201, body: { status: true, message: "ok", work: PAST_WORK } }));
    const onClose = vi.fn();
    renderUi(<WorkFormDialog open work={null} onClose={onClose} />);
    fillNewWork(todayInKolkata());
    type(/^Occasion/, "wedding");
    fireEvent.click(screen.getByRole("button", { name: "Create Work" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)[0]?.body).toMatchObject({ work_type: "lunch", occasion: "wedding" });
  });

  it("editing shows the stored meal and occasion", async () => {
    signIn("admin", { role: "admin" });
    mockFetch(() => ({ body: {} }));
    renderUi(
      <WorkFormDialog open work={aWork({ work_type: "Dinner", occasion: "birthday" })} onClose={vi.fn()} />,
    );
    await waitFor(() => expect((control(/^Meal/) as HTMLSelectElement).value).toBe("dinner"));
    expect((control(/^Occasion/) as HTMLSelectElement).value).toBe("birthday");
  });

  it("editing a past work keeps its date, but will not move it to another past day", async () => {
    signIn("admin", { role: "admin" });
    const calls = mockFetch(() => ({ body: { status: true, message: "ok", work: PAST_WORK } }));
    const onClose = vi.fn();
    renderUi(<WorkFormDialog open work={PAST_WORK} onClose={onClose} />);
    await waitFor(() => expect((control(/^Date/) as HTMLInputElement).value).toBe(PAST_WORK.date));
    expect(control(/^Date/).getAttribute("min")).toBe(PAST_WORK.date);
    type(/^Date/, daysFromToday(-22));
    fireEvent.click(screen.getByRole("button", { name: "Update Work" }));
    await waitFor(() => expect(fieldError(control(/^Date/))).toBe(PAST_MESSAGE));
    expect(writes(calls)).toHaveLength(0);
    type(/^Date/, PAST_WORK.date);
    type(/^Remarks/, "Extra plates");
    fireEvent.click(screen.getByRole("button", { name: "Update Work" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)[0]?.method).toBe("PUT");
    expect(writes(calls)[0]?.body).toMatchObject({ date: PAST_WORK.date, remarks: "Extra plates" });
  });
});

describe("WorkFormDialog: a move into the night (record 075)", () => {
  const sent = (call: { body: unknown }) => (call.body ?? {}) as Record<string, unknown>;
  const MINORS =
    "With this date and reporting time it becomes a night work (reporting from 7 pm to 6 am), and 1 person on its crew or asking for it is under 18 on that day or without a date of birth on record: Manu Minor. Confirm to take them off the work, or keep the earlier time.";

  it("shows the server's count of minors and, confirmed, sends the same form again taking them off", async () => {
    signIn("admin", { role: "admin" });
    const work = aWork({ id: 9, date: daysFromToday(10), reporting_time: "10:00" });
    const calls = mockFetch((call) =>
      call.method === "PUT" && !sent(call).remove_minors
        ? { status: 409, body: { status: false, code: "WORK_NIGHT_MINORS", message: MINORS } }
        : { body: { status: true, message: "ok", work } },
    );
    const onClose = vi.fn();
    renderUi(<WorkFormDialog open work={work} onClose={onClose} />);
    await waitFor(() => expect((control(/^Reporting time/) as HTMLInputElement).value).toBe("10:00"));
    type(/^Reporting time/, "20:00");
    type(/^Remarks/, "Late dinner");
    fireEvent.click(screen.getByRole("button", { name: "Update Work" }));
    expect(await screen.findByText(MINORS)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // What the admin typed stays.
    expect((control(/^Reporting time/) as HTMLInputElement).value).toBe("20:00");
    fireEvent.click(screen.getByRole("button", { name: "Take them off and save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const puts = writes(calls);
    expect(puts).toHaveLength(2);
    expect(puts[0] && sent(puts[0]).remove_minors).toBeUndefined();
    expect(puts[1]?.body).toMatchObject({
      reporting_time: "20:00",
      remarks: "Late dinner",
      remove_minors: true,
    });
  });
});
