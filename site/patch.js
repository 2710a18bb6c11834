// The page's generic patcher: applies a page view built by Python
// (uttt/app/page/view.py) to the DOM. It knows no element by name and decides nothing:
// ids, texts, flags, values and children all come in the view. It writes only what
// differs, so an unchanged page costs reads, not layout.
"use strict";

(() => {
  const built = new WeakMap();  // element -> JSON of the children it was last given
  let lastFixed = "";
  let lastFocus = null;  // the focus the view last asked for
  let missed = null;  // that focus, while it could not be taken (its panel still invisible)

  function node(spec) {
    const made = document.createElement(spec.tag);
    if (spec.text) made.textContent = spec.text;
    if (spec.class) made.className = spec.class;
    if (spec.value !== undefined) made.value = spec.value;
    if (spec.id) made.id = spec.id;
    for (const [k, x] of Object.entries(spec.attrs || {})) made.setAttribute(k, x);
    for (const child of spec.children || []) made.appendChild(node(child));
    return made;
  }

  const SETTERS = {
    text(el, v) { if (el.textContent !== v) el.textContent = v; },
    hidden(el, v) { if (el.hasAttribute("hidden") !== v) el.toggleAttribute("hidden", v); },
    disabled(el, v) { if (el.disabled !== v) el.disabled = v; },
    value(el, v) { if (el.value !== v) el.value = v; },
    // A field the player types in: what they are typing is not written over.
    typed(el, v) { if (el !== document.activeElement) SETTERS.value(el, v); },
    // A live region's text, written even when it is the same, so a repeat is said again.
    announce(el, v) { el.textContent = ""; el.textContent = v; },
    checked(el, v) { if (el.checked !== v) el.checked = v; },
    data(el, v) {
      for (const [k, x] of Object.entries(v)) if (el.dataset[k] !== x) el.dataset[k] = x;
    },
    attrs(el, v) {
      for (const [k, x] of Object.entries(v)) if (el.getAttribute(k) !== x) el.setAttribute(k, x);
    },
    classes(el, v) {
      for (const [k, x] of Object.entries(v)) if (el.classList.contains(k) !== x) el.classList.toggle(k, x);
    },
    // A property, or a custom property ("--name"), which only setProperty writes.
    style(el, v) {
      for (const [k, x] of Object.entries(v)) {
        if (!k.startsWith("--")) { if (el.style[k] !== x) el.style[k] = x; }
        else if (el.style.getPropertyValue(k) !== x) el.style.setProperty(k, x);
      }
    },
    children(el, v) {
      const json = JSON.stringify(v);
      if (built.get(el) !== json) {
        el.replaceChildren(...v.map(node));
        built.set(el, json);
      }
    },
  };

  function patchIds(ids) {
    for (const [id, props] of Object.entries(ids)) {
      const el = document.getElementById(id);
      if (!el) continue;
      for (const [key, value] of Object.entries(props)) SETTERS[key](el, value);
    }
  }

  function patchTexts(texts) {
    for (const el of document.querySelectorAll("[data-text]")) {
      SETTERS.text(el, texts[el.dataset.text] ?? el.textContent);
    }
    for (const [selector, attr] of [["data-text-label", "aria-label"],
                                    ["data-text-content", "content"]]) {
      const key = selector.slice(5).replace(/-(.)/g, (_, c) => c.toUpperCase());
      for (const el of document.querySelectorAll(`[${selector}]`)) {
        const text = texts[el.dataset[key]];
        if (text !== undefined) SETTERS.attrs(el, { [attr]: text });
      }
    }
  }

  // A roving list (data-roving, one stop of the Tab order): when its item with
  // tabindex=0 changes, that item is scrolled into view (the list scrolls, never the
  // page, so nothing else moves), and takes the focus if the focus was in the list.
  const followed = new WeakMap();
  function follow() {
    for (const box of document.querySelectorAll("[data-roving]")) {
      const item = box.querySelector('[tabindex="0"]');
      if (!item || followed.get(box) === item) continue;
      followed.set(box, item);
      const at = item.getBoundingClientRect(), frame = box.getBoundingClientRect();
      const top = at.top - frame.top + box.scrollTop, bottom = top + at.height;
      if (top < box.scrollTop) box.scrollTop = top;
      else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
      if (box.contains(document.activeElement)) item.focus({ preventScroll: true });
    }
  }

  // A focused button the patch disabled (say "»" once the review is at the end) would
  // drop the focus to the page: it goes to the first button of its group still usable.
  function keepFocus(was) {
    if (!was || !was.disabled) return;
    const group = was.closest('[role="group"]');
    const next = group && [...group.querySelectorAll("button")].find((b) => !b.disabled);
    if (next) next.focus({ preventScroll: true });
  }

  // Whether the element took the focus: a question shown on the first paint is still
  // invisible (the panel until the ready flag), so it is focused once more after it.
  function focus(id) {
    const el = id && document.getElementById(id);
    if (!el) return true;
    const dialog = document.querySelector("dialog[open]");
    if (dialog && !dialog.contains(el)) dialog.close();  // the question is next to the board
    el.focus();
    return document.activeElement === el;
  }

  // The tab's history entry keeps a state (which link game is shown, for a reload).
  function keepHistory(state) {
    const kept = typeof history.state === "string" ? history.state : null;
    if (kept !== state) history.replaceState(state, "", location.href);
  }

  // Buttons that open and close the dialogs (the settings panel, the help view, the
  // games list...). In the capture phase: a dialog is closed before the button's own
  // action runs, so what that action shows or focuses is not under the dialog.
  document.addEventListener("click", (event) => {
    const button = event.target.closest("[data-open], [data-close]");
    if (!button) return;
    // One that does both (the archive's My studies) closes its own dialog first.
    if (button.dataset.close) document.getElementById(button.dataset.close).close();
    if (button.dataset.open) document.getElementById(button.dataset.open).showModal();
  }, true);

  // fixedJson: texts and built elements (they change with the language or the game);
  // liveJson: the rest, every time.
  window.utttPatch = (liveJson, fixedJson) => {
    if (fixedJson !== lastFixed) {
      const fixed = JSON.parse(fixedJson);
      document.documentElement.lang = fixed.lang;
      patchTexts(fixed.texts);
      if (document.title !== fixed.title) document.title = fixed.title;
      patchIds(fixed.ids);
      lastFixed = fixedJson;
    }
    const live = JSON.parse(liveJson);
    const was = document.activeElement;
    patchIds(live.ids);
    keepFocus(was);
    follow();
    if (live.focus !== lastFocus) {
      lastFocus = live.focus;
      missed = focus(live.focus) ? null : live.focus;
    }
    if (live.history !== undefined) keepHistory(live.history);
    patchRoot(live.root);
  };

  function patchRoot(props) {
    for (const [key, value] of Object.entries(props || {})) {
      SETTERS[key](document.documentElement, value);
    }
  }

  // What an effect writes between views (the record on the canvas, the live region, the
  // ready flag): {"ids": {id: props}, "root": props}, with the same setters.
  window.utttSet = (json) => {
    const view = JSON.parse(json);
    patchIds(view.ids || {});
    patchRoot(view.root);
    if (missed && document.documentElement.dataset.ready === "1") {
      if (missed === lastFocus) focus(missed);
      missed = null;  // once: a focus refused after the ready flag stays refused
    }
  };
})();
