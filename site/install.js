// The browser's offer to install the page: kept until the install button (shown by the
// page view while Python knows of the offer) asks for its prompt. Tells Python through
// "uttt:install" events (site/inputs.js sends them on): true when offered, false once gone.
"use strict";

(() => {
  let offer = null;
  const say = (offered) => dispatchEvent(new CustomEvent("uttt:install", { detail: offered }));

  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();  // no mini-infobar: the page's own button offers it
    offer = event;
    say(true);
  });
  addEventListener("appinstalled", () => {
    offer = null;
    say(false);
  });
  globalThis.utttInstallOffered = () => offer !== null;
  globalThis.utttInstall = () => {
    const asked = offer;
    offer = null;
    if (asked) asked.prompt().catch(() => {}).finally(() => say(false));
  };
})();

// The manifest's shortcuts open a panel: "./?open=puzzles" or "./?open=help" (the names
// in scripts/site_texts.py). Once the game is ready, the panel's own button is pressed, as
// the player would, and the address loses its query so a reload opens nothing.
(() => {
  const PANELS = new Set(["puzzles", "help"]);
  const wanted = new URLSearchParams(location.search).get("open");
  if (!PANELS.has(wanted)) return;
  const root = document.documentElement;
  const open = () => {
    history.replaceState(history.state, "", location.pathname + location.hash);
    document.getElementById(`open-${wanted}`)?.click();
  };
  if (root.dataset.ready === "1") open();
  else {
    const watch = new MutationObserver(() => {
      if (root.dataset.ready !== "1") return;
      watch.disconnect();
      open();
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  }
})();
