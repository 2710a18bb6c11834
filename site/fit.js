// Text fitting: an element with a data-fit attribute has a fixed height (site/style.css),
// so a longer text never moves what is below it. When its text does not fit, it takes
// the next step of its style (data-fit="1", then "2": for the status line, two lines of
// 14 px, then 12.8 px). It runs whenever the text or the size changes, before the next
// paint. Decides nothing about the game.
"use strict";

(() => {
  const STEPS = 3;

  function fit(element) {
    let step = 0;
    element.dataset.fit = "0";
    while (step < STEPS - 1 && element.scrollHeight > element.clientHeight + 1) {
      step += 1;
      element.dataset.fit = String(step);
    }
  }

  for (const element of document.querySelectorAll("[data-fit]")) {
    const again = () => fit(element);
    new MutationObserver(again).observe(element, {
      subtree: true, childList: true, characterData: true,
      attributes: true, attributeFilter: ["hidden", "data-timer", "data-thinking"],
    });
    new ResizeObserver(again).observe(element);
    fit(element);
  }
})();
