// The board painter: paints a display list built by Python (uttt/app/scene/render.py) on the
// canvas, crisp on high-DPI screens. It decides nothing: every shape, colour and width
// comes in the list. Coordinates are CSS pixels of the canvas's current size.
"use strict";

(() => {
  const board = document.getElementById("board");

  function cssSize(canvas = board) {
    const box = canvas.getBoundingClientRect();
    return [box.width, box.height];
  }

  function style(ctx, op) {
    ctx.globalAlpha = op.alpha ?? 1;
    ctx.lineWidth = op.width ?? 1;
    ctx.setLineDash(op.dash ?? []);
    if (op.fill) ctx.fillStyle = op.fill;
    if (op.stroke) ctx.strokeStyle = op.stroke;
  }

  function finish(ctx, op) {
    if (op.fill) ctx.fill();
    if (op.stroke) ctx.stroke();
  }

  const PAINTERS = {
    clear(ctx) {
      ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    },
    rect(ctx, op) {
      ctx.beginPath();
      if (op.radius && ctx.roundRect) ctx.roundRect(op.x, op.y, op.w, op.h, op.radius);
      else ctx.rect(op.x, op.y, op.w, op.h);
      finish(ctx, op);
    },
    line(ctx, op) {
      ctx.beginPath();
      ctx.lineCap = "round";
      ctx.moveTo(op.x1, op.y1);
      ctx.lineTo(op.x2, op.y2);
      ctx.stroke();
    },
    circle(ctx, op) {
      ctx.beginPath();
      ctx.arc(op.cx, op.cy, op.r, 0, 2 * Math.PI);
      finish(ctx, op);
    },
    poly(ctx, op) {
      ctx.beginPath();
      ctx.moveTo(op.points[0], op.points[1]);
      for (let i = 2; i < op.points.length; i += 2) ctx.lineTo(op.points[i], op.points[i + 1]);
      ctx.closePath();
      finish(ctx, op);
    },
    text(ctx, op) {
      ctx.font = `${op.weight ?? 600} ${op.size ?? 10}px system-ui, sans-serif`;
      ctx.textAlign = op.align ?? "center";
      ctx.textBaseline = op.baseline ?? "middle";
      ctx.fillText(op.text, op.x, op.y);
    },
  };

  // Growing in: an op with a "grow" key the canvas's previous list lacked (a new mark, a
  // board just won) is painted smaller and fainter for GROW_MS, over the following frames.
  // Only painting: the state has changed already, input is never held. Python leaves the
  // keys out when the browser asks for less motion (uttt/app/page/paint.py).
  const GROW_MS = 180;
  const canvases = new Map();  // canvas -> {ops, seen: keys, growing: key -> start, frame}

  function centre(op) {
    if (op.op === "circle") return [op.cx, op.cy];
    if (op.op === "line") return [(op.x1 + op.x2) / 2, (op.y1 + op.y2) / 2];
    return [op.x + op.w / 2, op.y + op.h / 2];
  }

  function grown(ctx, op, t) {
    const ease = 1 - (1 - t) ** 3;
    const scale = 0.45 + 0.55 * ease;
    const [x, y] = centre(op);
    ctx.translate(x, y);
    ctx.scale(scale, scale);
    ctx.translate(-x, -y);
    ctx.globalAlpha *= 0.35 + 0.65 * ease;
  }

  // Paint display-list operations on `canvas`, their coordinates scaled by `scale` and
  // moved by (dx, dy). Resizes the backing store to the CSS size times devicePixelRatio
  // first, so lines stay sharp after a resize or zoom.
  function paintOps(canvas, ops, scale, dx, dy, growing = new Map()) {
    const ratio = window.devicePixelRatio || 1;
    const [width, height] = cssSize(canvas);
    const pixelsWide = Math.max(1, Math.round(width * ratio));
    const pixelsHigh = Math.max(1, Math.round(height * ratio));
    if (canvas.width !== pixelsWide || canvas.height !== pixelsHigh) {
      canvas.width = pixelsWide;
      canvas.height = pixelsHigh;
    }
    const ctx = canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    PAINTERS.clear(ctx);
    ctx.setTransform(ratio * scale, 0, 0, ratio * scale, ratio * dx, ratio * dy);
    for (const op of ops) {
      const painter = PAINTERS[op.op];
      if (!painter || op.op === "clear") continue;
      ctx.save();
      style(ctx, op);
      if (op.grow && growing.has(op.grow)) grown(ctx, op, growing.get(op.grow));
      painter(ctx, op);
      ctx.restore();
    }
  }

  // A display list (JSON text) for the board, or for the canvas with id ``id`` (the puzzle
  // board, the graph), in the canvas's CSS pixels: painted at the page's next animation
  // frame, the last list given for each canvas (the page's patch that came with it is
  // applied already). `since`: the time stamp of the input whose paint this is (a move),
  // measured to that paint (`uttt:input-to-paint`).
  const due = new Map();  // canvas -> its latest list's JSON text, not painted yet
  let dueSince = null;
  let dueFrame = 0;

  function paint(json, id, since) {
    due.set(id ? document.getElementById(id) : board, json);
    if (since !== undefined) dueSince = since;
    if (!dueFrame) dueFrame = requestAnimationFrame(paintDue);
  }

  function paintDue() {
    dueFrame = 0;
    for (const [canvas, json] of due) paintList(canvas, JSON.parse(json));
    due.clear();
    if (dueSince !== null) {
      performance.measure("uttt:input-to-paint", { start: dueSince, end: performance.now() });
      dueSince = null;
    }
  }

  function paintList(canvas, ops) {
    const keys = new Set(ops.filter((op) => op.grow).map((op) => op.grow));
    let held = canvases.get(canvas);
    if (!held) {  // the first list: what it shows was there before, nothing grows
      held = { seen: keys, growing: new Map(), frame: 0 };
      canvases.set(canvas, held);
    }
    const now = performance.now();
    for (const key of keys) if (!held.seen.has(key)) held.growing.set(key, now);
    for (const key of held.growing.keys()) if (!keys.has(key)) held.growing.delete(key);
    held.seen = keys;
    held.ops = ops;
    paintHeld(canvas, held);
  }

  function paintHeld(canvas, held) {
    const now = performance.now();
    const progress = new Map();
    for (const [key, start] of held.growing) {
      const t = (now - start) / GROW_MS;
      if (t >= 1) held.growing.delete(key);
      else progress.set(key, Math.max(0, t));
    }
    paintOps(canvas, held.ops, 1, 0, 0, progress);
    if (held.growing.size && !held.frame) {
      held.frame = requestAnimationFrame(() => {
        held.frame = 0;
        globalThis.utttGrowFrames = (globalThis.utttGrowFrames || 0) + 1;  // for the tests
        paintHeld(canvas, held);
      });
    }
  }

  // Before Python starts: the empty board that Python would draw (the build embeds its
  // display list for a square of `unit` pixels), scaled to the canvas.
  function paintOutline() {
    const data = document.getElementById("outline");
    if (!data || document.documentElement.dataset.ready === "1") return;
    const outline = JSON.parse(data.textContent);
    const root = document.documentElement.dataset.scheme;  // set by boot.js from the save
    const dark = root === "dark" || (root !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
    const ops = (dark ? outline.dark : outline)[globalThis.utttBootGame === "classic" ? "classic" : "ultimate"];
    const [width, height] = cssSize(board);
    const scale = Math.min(width, height) / outline.unit;
    const dx = (width - outline.unit * scale) / 2;
    paintOps(board, ops, scale, dx, (height - outline.unit * scale) / 2);
    performance.mark("uttt:outline");
  }

  globalThis.utttPaint = paint;
  globalThis.utttCanvasSize = (id) => cssSize(id ? document.getElementById(id) : board);
  paintOutline();
})();
