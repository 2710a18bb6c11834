// The QR pairing's camera (bundled with jsQR into dist/live-scan.js by
// scripts/build/live_net.py; site/live.js imports it when the player asks to scan): the
// camera's picture in the page's <video>, read by the browser's BarcodeDetector where it
// has one, else by jsQR on a canvas, a few times a second. The first text read goes back
// as a `live-scanned` input and the camera stops; no camera (none, or refused) is said
// as `live-camera` "unavailable", so the page offers to paste the code instead. What the
// text says is the program's to judge.
import jsQR from "jsqr";

const EVERY_MS = 200;

const reply = (message) => globalThis.utttReply(message);

let current = null;  // { stream, timer, video }

function detector() {
  try {
    return "BarcodeDetector" in globalThis
      ? new globalThis.BarcodeDetector({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

// The text of a QR code in the video's frame ("": none).
async function look(video, barcodes, canvas) {
  if (video.readyState < 2 || !video.videoWidth) return "";
  if (barcodes) {
    const found = await barcodes.detect(video);
    return found[0]?.rawValue ?? "";
  }
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  context.drawImage(video, 0, 0);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height)?.data ?? "";
}

// Read what a picture's pixels show (RGBA, as ImageData holds them): for the tests.
export function readPixels(data, width, height) {
  return jsQR(data, width, height)?.data ?? "";
}

export async function start(videoId) {
  stop();
  const video = document.getElementById(videoId);
  let stream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: "environment" }, audio: false });
  } catch (error) {
    console.warn("live scan:", error);
    reply({ kind: "live-camera", status: "unavailable" });
    return;
  }
  video.srcObject = stream;
  video.play().catch(() => {});
  const barcodes = detector();
  const canvas = document.createElement("canvas");
  const scan = { stream, video, timer: 0 };
  current = scan;
  reply({ kind: "live-camera", status: "on" });
  const next = () => {
    scan.timer = setTimeout(async () => {
      if (current !== scan) return;
      const text = await look(video, barcodes, canvas).catch(() => "");
      if (current !== scan) return;
      if (text) {
        stop();
        reply({ kind: "live-scanned", text });
      } else next();
    }, EVERY_MS);
  };
  next();
}

export function stop() {
  if (!current) return;
  const { stream, timer, video } = current;
  current = null;
  clearTimeout(timer);
  for (const track of stream.getTracks()) track.stop();
  video.srcObject = null;
}
