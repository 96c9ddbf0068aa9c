import type { PaymentMethod } from "@catercrew/shared/schemas/receivables";
import { useLingui } from "@lingui/react/macro";

/** How a client paid, in the reader's language. */
export function useMethodLabel(): (method: PaymentMethod) => string {
  const { t } = useLingui();
  return (method) => {
    switch (method) {
      case "upi":
        return t`UPI`;
      case "bank_transfer":
        return t`Bank transfer`;
      case "cash":
        return t`Cash`;
      default:
        return t`Cheque`;
    }
  };
}
