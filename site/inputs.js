// The page's input: every listener of the page, each turning its DOM event into one plain
// message (a `kind` and the fields it needs) sent as JSON text to the game's Python, where
// uttt/app/controller/inputs.py turns it into the program's event. Positions are in the
// canvas's CSS pixels, times in milliseconds of the page's clock (`t`; `wall`: Date.now()).
// Reads the event and the control it came from; decides nothing and writes nothing. The
// keys each focusable part answers come from Python (`keys`): only those keep their default
// action from the browser, and only those are sent.
"use strict";

(() => {
  const byId = (id) => document.getElementById(id);
  const on = (target, kind, handler) => target.addEventListener(kind, handler);
  const at = (event, element) => {
    const box = element.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const size = (element) => {
    const box = element.getBoundingClientRect();
    return { width: box.width, height: box.height };
  };
  const today = () => {  // the device's calendar date: the daily puzzle's day
    const now = new Date();
    const two = (n) => String(n).padStart(2, "0");
    return `${String(now.getFullYear()).padStart(4, "0")}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  };
  // Listens for a part's keys: those it answers keep their default action, and are sent.
  const keys = (answered, kind, send) => (event) => {
    if (!answered.includes(event.key)) return;
    event.preventDefault();
    send({ kind, key: event.key, t: event.timeStamp });
  };
  // A click on a row of a list: the row (its `selector`) as a message, if one was hit.
  const row = (selector, made, send) => (event) => {
    const hit = event.target.closest(selector);
    if (hit) send(made(hit));
  };
  const submitted = (kind, field, send) => (event) => {
    event.preventDefault();
    send({ kind, text: byId(field).value });
  };

  function board(send, answered) {
    const canvas = byId("board");
    const pointer = (kind, more) => (event) => send({
      kind, ...at(event, canvas), t: event.timeStamp, ...more(event) });
    on(canvas, "pointerdown", pointer("pointer-down", (e) => ({ button: e.button })));
    on(canvas, "pointermove", pointer("pointer-move", (e) => ({ pressed: Boolean(e.buttons) })));
    on(canvas, "pointerup", pointer("pointer-up", (e) => ({ touch: e.pointerType === "touch" })));
    for (const kind of ["pointercancel", "pointerleave"]) {
      on(canvas, kind, (event) => send({ kind: "pointer-cancel", t: event.timeStamp }));
    }
    on(canvas, "keydown", keys(answered.board, "key", send));
    on(canvas, "contextmenu", (event) => event.preventDefault());
    new ResizeObserver(() => send({ kind: "resize", ...size(canvas) })).observe(canvas);
  }

  function controls(send, answered) {
    for (const button of document.querySelectorAll("[data-action]")) {
      on(button, "click", (event) => send({
        kind: "action", name: event.currentTarget.dataset.action, t: event.timeStamp }));
    }
    for (const control of document.querySelectorAll("[data-setting]")) {
      on(control, "change", () => send({
        kind: "setting", name: control.dataset.setting, t: performance.now(),
        value: control.type === "checkbox" ? (control.checked ? "on" : "off") : control.value,
      }));
    }
    for (const control of document.querySelectorAll("#mode, #level, #red-level")) {
      on(control, "change", () => send({
        kind: "choose", mode: byId("mode").value, level: byId("level").value,
        red: byId("red-level").value, t: performance.now() }));
    }
    on(byId("hint-button"), "click", () => send({ kind: "hint" }));
    const moves = byId("moves-list");
    on(moves, "click", row("[data-ply]", (hit) => ({ kind: "review", ply: Number(hit.dataset.ply) }), send));
    on(moves, "keydown", keys(answered.moves, "list-key", send));
  }

  function study(send, answered) {
    const graph = byId("graph");
    const puzzles = byId("puzzle-board");
    on(graph, "pointerup", (event) => send({ kind: "graph-tap", ...at(event, graph) }));
    on(graph, "keydown", keys(answered.graph, "graph-key", send));
    new ResizeObserver(() => send({ kind: "graph-size", ...size(graph) })).observe(graph);
    on(byId("mistakes"), "click", row("[data-ply]", (hit) => ({ kind: "review", ply: Number(hit.dataset.ply) }), send));
    on(puzzles, "pointerup", (event) => send({ kind: "puzzle-tap", ...at(event, puzzles) }));
    new ResizeObserver(() => send({ kind: "puzzle-size", ...size(puzzles) })).observe(puzzles);
    on(byId("puzzle-form"), "submit", submitted("puzzle-typed", "puzzle-move", send));
    on(byId("puzzle-panel"), "close", () => send({ kind: "puzzles-closed" }));
    on(document, "click", (event) => {  // after patch.js opened the dialog: it has a size
      if (event.target.closest("#open-puzzles")) {
        send({ kind: "puzzles-opened", ...size(puzzles), day: today() });
      }
    });
  }

  function archive(send) {
    on(byId("archive-list"), "click", row("button[data-archive]", (hit) => ({
      kind: "archive-pick", id: hit.dataset.archive,
      action: hit.getAttribute("data-archive-action") }), send));
    for (const control of document.querySelectorAll("[data-archive-filter]")) {
      on(control, "change", () => send({
        kind: "archive-filter", name: control.dataset.archiveFilter, value: control.value }));
    }
    on(byId("archive-panel"), "close", (event) => send({ kind: "archive-closed", t: event.timeStamp }));
    on(byId("studies-list"), "click", row("button[data-study]", (hit) => ({
      kind: "study-pick", id: hit.dataset.study, action: hit.dataset.studyAction }), send));
    on(byId("studies-panel"), "close", (event) => send({ kind: "studies-closed", t: event.timeStamp }));
  }

  function analysis(send, answered) {
    const rows = byId("variations-list");
    on(rows, "click", row("[data-path]", (hit) => ({ kind: "variation", path: hit.dataset.path }), send));
    on(rows, "keydown", keys(answered.variations, "variation-key", send));
    on(byId("explore-form"), "submit", submitted("variation-typed", "explore-move", send));
    on(byId("comment-form"), "submit", submitted("comment", "comment-text", send));
    // Kept when the field is left too (before a click elsewhere shows another position)
    on(byId("comment-text"), "change", (event) => send({ kind: "comment", text: event.target.value }));
    on(byId("pair-form"), "submit", submitted("live-scanned", "pair-paste", send));
    on(byId("position-grid"), "click", row("[data-cell]", (hit) => ({
      kind: "position-tap", cell: Number(hit.dataset.cell) }), send));
    for (const name of ["side", "target"]) {
      on(byId(`position-${name}`), "change", (event) => send({
        kind: "position-set", name, value: event.target.value }));
    }
    on(byId("position-form"), "submit", (event) => {
      event.preventDefault();
      send({ kind: "position-set", name: "text", value: byId("position-text").value });
    });
  }

  function links(send) {
    on(window, "hashchange", () => send({
      kind: "address", href: location.href, hash: location.hash }));
    on(byId("my-name"), "change", (event) => send({ kind: "name", text: event.target.value }));
    on(byId("games-list"), "click", row("button[data-series]", (hit) => ({
      kind: "pick-game", series: hit.dataset.series, round: Number(hit.dataset.round) }), send));
    on(byId("paste-go"), "click", () => send({ kind: "paste", text: byId("paste-text").value }));
  }

  function page(send) {
    on(window, "storage", (event) => send({
      kind: "storage", key: event.key ?? "", value: event.newValue }));
    setInterval(() => send({ kind: "tick", t: performance.now(), wall: Date.now() }), 500);
    on(document, "visibilitychange", () => send({ kind: "visibility", hidden: document.hidden }));
    const looks = () => send({ kind: "media", ...globalThis.utttPrefers() });
    for (const query of PREFERENCES) on(query, "change", looks);
    on(window, "uttt:install", (event) => send({ kind: "install", offered: Boolean(event.detail) }));
    if (globalThis.utttInstallOffered()) send({ kind: "install", offered: true });  // before Python
  }

  // What the browser prefers: a dark colour scheme, less motion (read at start by
  // outputs.js's utttPlace; `page` reports each change).
  const PREFERENCES = [matchMedia("(prefers-color-scheme: dark)"),
                       matchMedia("(prefers-reduced-motion: reduce)")];
  globalThis.utttPrefers = () => ({
    dark: PREFERENCES[0].matches, lessMotion: PREFERENCES[1].matches });

  // Called once by the game's Python (site/channel.py): `receive` takes each message's JSON
  // text; `config` (JSON) holds the keys each part answers.
  globalThis.utttListen = (receive, config) => {
    const answered = JSON.parse(config).keys;
    const send = (message) => receive(JSON.stringify(message));
    globalThis.utttReply = send;  // site/outputs.js: the answers the browser gives later
    board(send, answered);
    controls(send, answered);
    study(send, answered);
    archive(send);
    analysis(send, answered);
    links(send);
    page(send);
  };
})();
