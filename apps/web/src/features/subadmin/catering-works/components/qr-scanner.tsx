import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlBorder, controlClass, Field } from "@/components/ui/field";

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorCtor = new (opts: { formats: string[] }) => DetectorLike;

/** The browser's own QR reader (Chrome on Android has it), when present. */
function nativeDetector(): DetectorCtor | undefined {
  if (!("BarcodeDetector" in globalThis)) return undefined;
  const ctor: unknown = Reflect.get(globalThis, "BarcodeDetector");
  return typeof ctor === "function" ? (ctor as DetectorCtor) : undefined;
}

type CameraState = "starting" | "scanning" | "unavailable";

/**
 * Reads a worker's check-in QR with the camera: the browser's BarcodeDetector where present, else
 * the ZXing reader, loaded only when a scan starts so other pages do not carry it. The code can
 * also be typed (no camera, or a damaged screen).
 */
export function QrScanner({
  onCode,
  busy,
}: {
  /** A code read by the camera (it may read the same code again and again) or typed by hand. */
  onCode: (code: string, source: "camera" | "typed") => void;
  busy?: boolean;
}) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>("starting");
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let stopReader: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = (code: string) => {
      if (stopped) return;
      stopped = true;
      found.current(code, "camera");
    };
    (async () => {
      const devices = typeof navigator !== "undefined" ? navigator.mediaDevices : undefined;
      if (!devices?.getUserMedia || !video.current) {
        setCamera("unavailable");
        return;
      }
      try {
        stream = await devices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch {
        setCamera("unavailable");
        return;
      }
      if (stopped || !video.current) return;
      const el = video.current;
      const Detector = nativeDetector();
      if (Detector) {
        el.srcObject = stream;
        await el.play().catch(() => undefined);
        setCamera("scanning");
        const detector = new Detector({ formats: ["qr_code"] });
        const tick = async () => {
          if (stopped) return;
          const codes = await detector.detect(el).catch(() => []);
          const first = codes[0]?.rawValue;
          if (first) seen(first);
          else timer = setTimeout(tick, 250);
        };
        void tick();
      } else {
        const { BrowserQRCodeReader } = await import("@zxing/browser");
        if (stopped) return;
        const reader = new BrowserQRCodeReader();
        const controls = await reader.decodeFromStream(stream, el, (result) => {
          if (result) seen(result.getText());
        });
        stopReader = () => controls.stop();
        setCamera("scanning");
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopReader?.();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const submitTyped = (e: FormEvent) => {
    e.preventDefault();
    const code = typed.trim();
    if (!code) {
      setTypedError(t`Enter the check-in code`);
      return;
    }
    setTypedError(null);
    onCode(code, "typed");
    setTyped("");
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-lg bg-slate-900">
        <video ref={video} className="aspect-square w-full object-cover" muted playsInline />
        <p
          className="absolute inset-x-0 bottom-0 bg-slate-900/70 p-2 text-center text-sm text-white"
          role="status"
        >
          {camera === "starting"
            ? t`Starting the camera...`
            : camera === "scanning"
              ? t`Point the camera at the worker's check-in QR`
              : t`The camera is not available. Type the code below.`}
        </p>
      </div>
      <form onSubmit={submitTyped} noValidate className="flex flex-col gap-2">
        <Field label={t`Check-in code`} error={typedError ?? undefined}>
          {(ids) => (
            <input
              id={ids.id}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              className={`${controlClass} ${controlBorder(typedError)} font-mono`}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" loading={busy}>
          {t`Check in`}
        </Button>
      </form>
    </div>
  );
}
