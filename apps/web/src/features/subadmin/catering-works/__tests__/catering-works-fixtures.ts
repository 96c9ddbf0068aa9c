import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import type { Rating } from "@catercrew/shared/schemas/ratings";

export const BOY: AssignedUser = {
  id: 71,
  user_id: 21,
  user_code: "CK00021",
  user_name: "Manu",
  email: "",
  mobile: "9000000021",
  place: "",
  district: "",
  role: "boys",
  type: "boys",
  source: "admin",
  is_setting: false,
  is_loading: true,
  is_rated: 5,
  wage_id: null,
  is_waged: false,
  assigned_at: "2026-11-01T00:00:00.000Z",
  upi_id: "",
};

export const RATING: Rating = {
  id: 5,
  user: 21,
  work: 3,
  user_name: "Manu",
  pant: true,
  shoe: true,
  timing: false,
  neatness: null,
  performance: true,
  attendence: 1,
  arrival_time: "09:45",
  comment: null,
  rated_by: 1,
  created_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-01T00:00:00.000Z",
};
