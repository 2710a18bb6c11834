// The board painter: paints a display list built by Python (uttt/app/view/render.py) on the
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
    text(ctx, op) {
      ctx.font = `${op.size ?? 10}px system-ui, sans-serif`;
      ctx.textAlign = op.align ?? "center";
      ctx.fillText(op.text, op.x, op.y);
    },
  };

  // Paint display-list operations on `canvas`, their coordinates scaled by `scale` and
  // moved by (dx, dy). Resizes the backing store to the CSS size times devicePixelRatio
  // first, so lines stay sharp after a resize or zoom.
  function paintOps(canvas, ops, scale, dx, dy) {
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
      painter(ctx, op);
      ctx.restore();
    }
  }

  // Paint a display list (JSON text) on the board, or on the canvas with id ``id`` (the
  // puzzle board), in the canvas's CSS pixels.
  function paint(json, id) {
    paintOps(id ? document.getElementById(id) : board, JSON.parse(json), 1, 0, 0);
  }

  // Before Python starts: the empty board that Python would draw (the build embeds its
  // display list for a square of `unit` pixels), scaled to the canvas.
  function paintOutline() {
    const data = document.getElementById("outline");
    if (!data || document.documentElement.dataset.ready === "1") return;
    const outline = JSON.parse(data.textContent);
    const ops = outline[globalThis.utttBootGame === "classic" ? "classic" : "ultimate"];
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
