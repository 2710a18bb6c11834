// The browser's offer to install the page: kept until the install button (shown by the
// page view while Python knows of the offer) asks for its prompt. Tells Python through
// "uttt:install" events (site/listeners.py): true when offered, false once gone.
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
