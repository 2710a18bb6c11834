// The page's sounds, synthesized with WebAudio (no audio files): Python decides which
// sound a step makes (uttt/app/features/looks/handlers.py, the Sound effect) and the
// page plays it here. Nothing plays before the player's first tap, click or key. The
// audio context is made when the first sound is asked for after one, once that frame is
// painted: making it can take a tenth of a second (122 ms in headless Chromium, traced
// within the first tap), which the first move's paint does not wait for; a player with
// the sound off gets none. A browser that wants a gesture to start it (Safari) starts
// it at the next tap, click or key. `utttAudioState` says its state, for the tests.
"use strict";

(() => {
  let context = null;
  let gesture = false;  // a tap, click or key was seen
  const waiting = [];  // the sounds asked for before it is made

  function wake() {
    gesture = true;
    if (context && context.state === "suspended") context.resume();
  }
  for (const kind of ["pointerdown", "keydown"]) {
    addEventListener(kind, wake, { capture: true, passive: true });
  }

  function make() {
    const Audio = globalThis.AudioContext || globalThis.webkitAudioContext;
    if (!Audio) {
      waiting.length = 0;  // no sound in this browser
      return;
    }
    context = new Audio();
    globalThis.utttAudioState = context.state;
    context.addEventListener("statechange", () => {
      globalThis.utttAudioState = context.state;
    });
    // (it may start suspended, and run a moment later)
    const running = context.state === "running" ? Promise.resolve() : context.resume();
    running.then(() => waiting.splice(0).forEach(play), () => waiting.splice(0));
  }

  // Each sound: notes as [hertz, start (s), length (s), wave, loudness].
  const SOUNDS = {
    move: [[620, 0, 0.07, "triangle", 0.16]],
    board: [[523, 0, 0.09, "triangle", 0.18], [784, 0.08, 0.14, "triangle", 0.18]],
    won: [[523, 0, 0.12, "triangle", 0.18], [659, 0.11, 0.12, "triangle", 0.18],
          [784, 0.22, 0.12, "triangle", 0.18], [1047, 0.33, 0.32, "triangle", 0.2]],
    lost: [[392, 0, 0.18, "sine", 0.2], [330, 0.17, 0.18, "sine", 0.2],
           [262, 0.34, 0.36, "sine", 0.2]],
    drawn: [[440, 0, 0.14, "sine", 0.18], [440, 0.17, 0.22, "sine", 0.16]],
    low_time: [[880, 0, 0.05, "square", 0.06], [880, 0.14, 0.05, "square", 0.06]],
  };

  function tone([hertz, start, length, wave, loudness]) {
    const at = context.currentTime + start;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = hertz;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(loudness, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + length + 0.02);
  }

  function play(name) {
    if (context && context.state === "running" && SOUNDS[name]) SOUNDS[name].forEach(tone);
  }

  // Play a sound by name (uttt.app.model.effects.SOUNDS); what was asked is kept in
  // utttPlayed for the tests, played or not.
  globalThis.utttPlayed = [];
  globalThis.utttSound = (name) => {
    globalThis.utttPlayed.push(name);
    if (context) {
      play(name);
    } else if (gesture && waiting.push(name) === 1) {
      requestAnimationFrame(() => setTimeout(make, 0));  // after this frame's paint
    }
  };
})();
