// The live room's door (site/outputs.js's `live-join`, `live-send`, `live-leave`):
// `globalThis.utttLive`, which imports the network module (dist/live-net.js, built from
// site/live-net.mjs with trystero) the first time live play is chosen, so a page that
// never plays live loads nothing of it and contacts no one. Calls made while it loads
// wait for it, in order. Says "connecting" at once; a module that cannot be had
// (offline before its first use) is "unreachable". A room rejoined at start (a reload)
// may be joined before the page's inputs listen (`utttReply`, site/inputs.js): what it
// says, and the module's calls, wait for them, in order.
"use strict";

(() => {
  let listening = null;  // resolved once `utttReply` is there, asked for at the first join
  const listened = () => listening ??= new Promise((resolve) => {
    const check = () => (typeof globalThis.utttReply === "function"
      ? resolve() : setTimeout(check, 20));
    check();
  });
  const reply = (message) => listened().then(() => globalThis.utttReply(message));
  let network = null;  // the module's promise, once asked for
  let queue = Promise.resolve();

  // `call` with the module, after every call before it; none before a join, or when the
  // module could not be loaded.
  const then = (call) => {
    queue = queue.then(async () => {
      await listened();
      const module = await network;
      if (module) call(module);
    }).catch((error) => console.error("live:", error));
  };

  globalThis.utttLive = {
    join: (room, secret, role, config) => {
      reply({ kind: "live-status", status: "connecting" });
      network ??= import("./live-net.js").catch(() => {
        network = null;  // asked for again at the next join
        reply({ kind: "live-status", status: "unreachable" });
        return null;
      });
      then((module) => module.join(room, secret, role, config));
    },
    send: (pairs) => then((module) => module.send(pairs)),
    leave: () => then((module) => module.leave()),
  };
})();
