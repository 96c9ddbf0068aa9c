/**
 * The profile part of a blank user form (the registration, the sub-admin's user sheet), e-mail
 * aside. Plain data: the registration loads the shared schemas only once the visitor starts typing.
 */
export const EMPTY_PROFILE_FORM = {
  address: "",
  district: "",
  place: "",
  employment_type: "",
  experienced: false,
  has_bike: false,
  has_license: false,
} as const;
