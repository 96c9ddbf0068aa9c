import { type AssignedUser, RATING_MARKS, type Rating, type RatingMark } from "@catercrew/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { BottomSheet } from "@/components/ui/bottom-sheet";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { errorText } from "../../common/error-text";
import { useSaveRating } from "../api/ratings-wages";

const MARK_LABELS: Record<RatingMark, string> = {
  pant: "Pant",
  shoe: "Shoe",
  timing: "Timing",
  neatness: "Neatness",
  performance: "Performance",
};

type Marks = Record<RatingMark, boolean | null>;

function ChoiceGroup<V extends string | number>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: V | null;
  options: { value: V; label: string; tone: "good" | "poor" }[];
  onChange: (v: V) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-2">
      <legend className="float-left text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-2">
        {options.map((o) => {
          const checked = value === o.value;
          return (
            <label
              key={String(o.value)}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                checked
                  ? o.tone === "good"
                    ? "border-green-600 bg-green-50 text-green-800"
                    : "border-red-600 bg-red-50 text-red-800"
                  : "border-slate-300 bg-white text-slate-700"
              }`}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(o.value)}
              />
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Rate or Edit Rating: five good/poor marks (no default), attendance (present by default), arrival, comment. */
export function RatingSheet({
  workId,
  user,
  rating,
  onClose,
  onSaved,
}: {
  workId: number;
  user: AssignedUser;
  rating: Rating | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [marks, setMarks] = useState<Marks>(() => ({
    pant: rating?.pant ?? null,
    shoe: rating?.shoe ?? null,
    timing: rating?.timing ?? null,
    neatness: rating?.neatness ?? null,
    performance: rating?.performance ?? null,
  }));
  const [attendence, setAttendence] = useState<0 | 1>(rating?.attendence === 0 ? 0 : 1);
  const [arrival, setArrival] = useState(rating?.arrival_time ?? "");
  const [comment, setComment] = useState(rating?.comment ?? "");
  const save = useSaveRating(workId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        ratingId: rating?.id ?? null,
        body: { user: user.id, work: workId, ...marks, attendence, arrival_time: arrival, comment },
      },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          onSaved();
        },
      },
    );
  };
  const fieldErrors = save.error instanceof ApiError ? save.error.errors : undefined;

  return (
    <BottomSheet
      open
      onClose={onClose}
      dismissible={!save.isPending}
      title={rating ? "Edit Rating" : "Rate User"}
      description={user.user_name}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="rating-form" loading={save.isPending} loadingText="Saving...">
            {rating ? "Update Rating" : "Submit Rating"}
          </Button>
        </>
      }
    >
      <form id="rating-form" onSubmit={submit} noValidate className="flex flex-col gap-2">
        {save.isError && (
          <Alert>
            {fieldErrors
              ? Object.values(fieldErrors).flat().join(", ")
              : errorText(
                  save.error,
                  rating ? "Failed to update boy rating" : "Failed to submit attendance rating",
                )}
          </Alert>
        )}
        <ChoiceGroup
          name="attendence"
          legend="Attendance"
          value={attendence}
          onChange={setAttendence}
          options={[
            { value: 1, label: "Present", tone: "good" },
            { value: 0, label: "Absent", tone: "poor" },
          ]}
        />
        {RATING_MARKS.map((m) => (
          <ChoiceGroup
            key={m}
            name={m}
            legend={MARK_LABELS[m]}
            value={marks[m] === null ? null : marks[m] ? "good" : "poor"}
            onChange={(v) => setMarks((prev) => ({ ...prev, [m]: v === "good" }))}
            options={[
              { value: "good", label: "Good", tone: "good" },
              { value: "poor", label: "Poor", tone: "poor" },
            ]}
          />
        ))}
        <Input
          label="Arrival time"
          type="time"
          value={arrival}
          onChange={(e) => setArrival(e.target.value)}
        />
        <Textarea
          label="Comment"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={1000}
        />
      </form>
    </BottomSheet>
  );
}
