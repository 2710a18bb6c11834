// The live room's door (site/outputs.js's `live-join`, `live-send`, `live-leave`):
// `globalThis.utttLive`, which imports the network module (dist/live-net.js, built from
// site/live-net.mjs with trystero) the first time live play is chosen, so a page that
// never plays live loads nothing of it and contacts no one. Calls made while it loads
// wait for it, in order. Says "connecting" at once; a module that cannot be had
// (offline before its first use) is "unreachable".
"use strict";

(() => {
  const reply = (message) => globalThis.utttReply(message);
  let network = null;  // the module's promise, once asked for
  let queue = Promise.resolve();

  // `call` with the module, after every call before it; none before a join, or when the
  // module could not be loaded.
  const then = (call) => {
    queue = queue.then(async () => {
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
