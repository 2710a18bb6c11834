// The browser's share sheet, clipboard, downloads, file picker and data files, for the Python
// controller's effects (site/main.py calls these). They decide nothing: each does what
// it is told and reports back what happened ("shared", "copied", "cancelled",
// "failed"; a file's text or null).
"use strict";

(() => {
  async function copy(text) {
    try {
      await navigator.clipboard.writeText(text);
      return "copied";
    } catch (_) {
      // No clipboard API (an insecure origin, an old browser): the selection way.
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      let done = false;
      try {
        done = document.execCommand("copy");
      } catch (_) {
        done = false;
      }
      area.remove();
      return done ? "copied" : "failed";
    }
  }

  // The system share sheet where there is one, else the clipboard.
  async function share(url, title) {
    const data = { title, url };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return "shared";
      } catch (error) {
        if (error && error.name === "AbortError") return "cancelled";
      }
    }
    return copy(url);
  }

  function download(name, text) {
    const blob = new Blob([text], { type: "text/plain;charset=utf-8" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  }

  // Ask for a text file; resolves to its text, or null when none was picked.
  function pickFile(limit = 100001) {
    return new Promise((resolve) => {
      const input = document.createElement("input");
      input.type = "file";
      input.accept = ".txt,text/plain";
      input.addEventListener("change", async () => {
        const file = input.files && input.files[0];
        if (!file) {
          resolve(null);
          return;
        }
        // Only the first `limit` bytes are read (100,001 for a record, more for an
        // archive): one more than the Python side takes, which refuses text that long as
        // a file too large; never a whole big file.
        try {
          resolve(await file.slice(0, limit).text());
        } catch (_) {
          resolve(null);
        }
      });
      input.addEventListener("cancel", () => resolve(null));
      input.click();
    });
  }

  // A data file of the site (the puzzle set), fetched when first needed: its text, or
  // null when it could not be had (offline with no service worker's copy: a browser
  // without one, or before it installed).
  async function fetchText(url) {
    try {
      const response = await fetch(url);
      return response.ok ? await response.text() : null;
    } catch (_) {
      return null;
    }
  }

  window.utttShare = share;
  window.utttFetchText = fetchText;
  window.utttCopy = copy;
  window.utttDownload = download;
  window.utttPickFile = pickFile;
})();
