// The live room's network (bundled with trystero's Nostr strategy into dist/live-net.js by
// scripts/build_site.py; site/live.js imports it the first time live play is chosen).
// A room is a WebRTC data channel to each peer, introduced over the configured Nostr
// relays (the offer and answer encrypted with the room's secret), found through the
// configured STUN servers. It carries plain texts, opaque here (the protocol is the
// game's Python): what it hears goes back as `live-status`, `live-peer` and
// `live-message` inputs. Decides nothing; drops only what is not a text or is too long.
import { getRelaySockets, joinRoom } from "trystero/nostr";

const APP_ID = "uttt-live-1";  // the product's: rooms of other apps on the relays never meet
const ACTION = "text";
const LONGEST = 16 * 1024;  // characters: a message longer than this is dropped unread
const UNREACHABLE_MS = 10_000;  // no relay open this long: said once (a later one still counts)
const WATCH_MS = 100;

const reply = (message) => globalThis.utttReply(message);
const status = (value) => reply({ kind: "live-status", status: value });

let current = null;  // { room, action, timer, role } (the role: "player", "watch"; unused yet)

// Whether one of `relays` has an open socket (trystero keeps one socket per relay).
function anyOpen(relays) {
  const sockets = getRelaySockets();
  return relays.some((url) => sockets[url]?.readyState === WebSocket.OPEN);
}

// "open" as soon as a relay's socket is, "unreachable" when none is after UNREACHABLE_MS.
function watchRelays(relays) {
  const started = performance.now();
  let unreachable = false;
  const timer = setInterval(() => {
    if (anyOpen(relays)) {
      clearInterval(timer);
      status("open");
    } else if (!unreachable && performance.now() - started >= UNREACHABLE_MS) {
      unreachable = true;
      status("unreachable");
    }
  }, WATCH_MS);
  return timer;
}

export function join(roomId, secret, role, configJson) {
  if (current) leave();
  const config = JSON.parse(configJson);
  const relays = (config.relays ?? []).map(String);
  const room = joinRoom({
    appId: APP_ID,
    password: secret,
    relayConfig: { urls: relays, warnOnRelayFailure: false },
    rtcConfig: { iceServers: (config.stun ?? []).map((url) => ({ urls: String(url) })) },
  }, roomId);
  const action = room.makeAction(ACTION);
  const here = (handler) => (...args) => {  // nothing of a room already left is reported
    if (current?.room === room) handler(...args);
  };
  action.onMessage = here((data, { peerId }) => {
    if (typeof data !== "string" || data.length > LONGEST) return;
    reply({ kind: "live-message", peer: peerId, text: data, t: performance.now() });
  });
  room.onPeerJoin = here((peer) => reply({ kind: "live-peer", peer, present: true }));
  room.onPeerLeave = here((peer) => reply({ kind: "live-peer", peer, present: false }));
  current = { room, action, timer: watchRelays(relays), role };
}

// `pairsJson`: `[[peer, text], ...]`, in order; peer "" is every peer in the room. A peer
// that has gone is skipped (the program hears of it as `live-peer`).
export function send(pairsJson) {
  if (!current) return;
  for (const [peer, text] of JSON.parse(pairsJson)) {
    const options = peer ? { target: peer } : {};
    current.action.send(String(text), options).catch(() => {});
  }
}

export function leave() {
  if (!current) return;
  const { room, timer } = current;
  current = null;
  clearInterval(timer);
  room.leave().catch(() => {});
  status("closed");
}
