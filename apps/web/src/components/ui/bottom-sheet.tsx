import { ModalFrame, type ModalLook, type ModalProps } from "./modal-frame";

export type BottomSheetProps = ModalProps;

const SHEET: ModalLook = {
  role: "dialog",
  overlay: "",
  panel: "cc-sheet-in max-h-[90vh] shadow-2xl sm:max-w-2xl",
  header: "pb-3 pt-1",
  body: "pb-4",
  footer: "pb-[max(0.75rem,env(safe-area-inset-bottom))]",
  handle: true,
};

/**
 * A modal sheet that slides up from the bottom (mobile-first; centred and width-capped on
 * wide screens). Same focus trap / Escape / aria behaviour as Dialog (both are `ModalFrame`);
 * `className` sets the max width on wide screens (the sheet stays anchored to the bottom).
 */
export function BottomSheet(props: BottomSheetProps) {
  return <ModalFrame {...props} look={SHEET} />;
}
