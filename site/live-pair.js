// The QR pairing's network (site/live.js imports it when two devices side by side pair):
// one WebRTC data channel to the device beside, with no ICE server at all (host
// candidates only), introduced by the two session descriptions the players pass by QR
// code. The codes are the program's (uttt/app/live/pair.py reduces a description to one
// and rebuilds a description from one); here a description is made, taken and reported
// whole. What the channel hears goes back as the room's inputs (`live-peer`,
// `live-message`), so a paired device is one more way to have a peer. Decides nothing.

const LONGEST = 16 * 1024;  // characters: a message longer than this is dropped unread
const GATHER_MS = 5000;  // ICE gathering that has not completed by then is taken as it is

const reply = (message) => globalThis.utttReply(message);
const status = (value) => reply({ kind: "live-status", status: value });

let current = null;  // { pc, channel, peer }
let pairings = 0;

// A connection with the channel both sides make alike (negotiated, id 0): the answering
// device needs no `datachannel` event. Its state goes back as the room's inputs.
function connect() {
  if (current) leave(false);
  const pc = new RTCPeerConnection({ iceServers: [] });
  const channel = pc.createDataChannel("uttt", { negotiated: true, id: 0 });
  const pair = { pc, channel, peer: `pair-${++pairings}` };
  const here = (handler) => (...args) => { if (current === pair) handler(...args); };
  channel.onopen = here(() => reply({ kind: "live-peer", peer: pair.peer, present: true }));
  channel.onclose = here(() => reply({ kind: "live-peer", peer: pair.peer, present: false }));
  channel.onmessage = here(({ data }) => {
    if (typeof data !== "string" || data.length > LONGEST) return;
    reply({ kind: "live-message", peer: pair.peer, text: data, t: performance.now() });
  });
  pc.onconnectionstatechange = here(() => {
    if (pc.connectionState === "failed") status("unreachable");
  });
  current = pair;
  return pair;
}

// The local description once ICE gathering is complete (or GATHER_MS have passed).
function gathered(pc) {
  return new Promise((resolve) => {
    const done = () => resolve(pc.localDescription);
    if (pc.iceGatheringState === "complete") return done();
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") { clearTimeout(timer); done(); }
    });
  });
}

async function report(pair, description) {
  await pair.pc.setLocalDescription(description);
  const local = await gathered(pair.pc);
  if (current !== pair) return;
  reply({ kind: "live-code", type: local.type, sdp: local.sdp });
  status("open");
}

const failed = (error) => {
  console.error("live pair:", error);
  status("unreachable");
};

// A new pairing: the offer's description goes back as `live-code`.
export function offer() {
  const pair = connect();
  pair.pc.createOffer().then((made) => report(pair, made)).catch(failed);
}

// The answer to an offer's description (the other device's code, rebuilt).
export function answer(sdp) {
  const pair = connect();
  pair.pc.setRemoteDescription({ type: "offer", sdp: String(sdp) })
    .then(() => pair.pc.createAnswer())
    .then((made) => report(pair, made))
    .catch(failed);
}

// The offering device takes the answer's description: the channel opens.
export function accept(sdp) {
  if (!current) return;
  current.pc.setRemoteDescription({ type: "answer", sdp: String(sdp) }).catch(failed);
}

// `pairsJson` as the room's: `[[peer, text], ...]`; there is one peer.
export function send(pairsJson) {
  if (current?.channel.readyState !== "open") return;
  for (const [, text] of JSON.parse(pairsJson)) current.channel.send(String(text));
}

export function leave(said = true) {
  if (!current) return;
  const { pc } = current;
  current = null;
  pc.close();
  if (said) status("closed");
}
