"""The QR pairing's codes: a WebRTC offer or answer reduced to what two devices side by
side need to open a data channel to each other with no relay and no STUN server (host
candidates only), and the whole session description rebuilt from it.

A code is base64url (no padding) of a few bytes::

    byte 0          0x10 (version 1) + 0 for an offer, 1 for an answer
    bytes 1-32      the DTLS certificate's SHA-256 fingerprint
    1 + n bytes     the ICE username fragment (n characters of [A-Za-z0-9+/])
    1 + n bytes     the ICE password (likewise)
    then per host candidate (1 to 8, UDP):
      tag 4: 4 bytes of IPv4, tag 6: 16 bytes of IPv6, tag 109 ('m'): 16 bytes of the
      UUID of an mDNS name (``<uuid>.local``); then the port, 2 bytes big-endian

A Chromium offer with one mDNS candidate is 82 bytes, 110 characters. ``read`` refuses
(``PairError``) anything that is not such a code; ``sdp_of`` writes the description the
page hands to ``setRemoteDescription``.

>>> code = Code("offer", "x9Qa", "p" * 24, bytes(range(32)), (Candidate("192.168.1.20", 50123),))
>>> text = dump(code)
>>> len(text), read(text) == code
(94, True)
>>> read(text[:-3])
Traceback (most recent call last):
...
uttt.app.live.pair.PairError: pair.bad_candidate
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import uuid
from typing import Literal

from uttt.frozen import frozen

__all__ = ["Candidate", "Code", "PairError", "dump", "read", "reduce", "sdp_of"]

Kind = Literal["offer", "answer"]
VERSION = 0x10
MAX_CANDIDATES = 8
LONGEST = 400
"""Characters: a longer text is refused unread (eight IPv6 candidates are about 320)."""
ICE_CHARS = re.compile(r"[A-Za-z0-9+/]+")
UFRAG = (4, 32)
PWD = (22, 64)
ALPHABET = re.compile(r"[A-Za-z0-9_-]+")
MDNS = re.compile(r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.local")
_TAGS = {4: 4, 6: 16, ord("m"): 16}
"""Each candidate tag and its address's length in bytes."""


class PairError(ValueError):
    """Not a pairing code (or a session description with nothing to pair with); the
    message is the catalog key said to the player."""


@frozen
class Candidate:
    """A host candidate: an IPv4 or IPv6 address or an mDNS name, and a UDP port."""

    address: str
    port: int


@frozen
class Code:
    """What one device tells the other to open the channel."""

    kind: Kind
    ufrag: str
    pwd: str
    fingerprint: bytes
    candidates: tuple[Candidate, ...]


def dump(code: Code) -> str:
    """The code as the QR code and the link carry it."""
    data = bytearray([VERSION | (code.kind == "answer")])
    data += code.fingerprint
    for word in (code.ufrag, code.pwd):
        data += bytes([len(word)]) + word.encode("ascii")
    for candidate in code.candidates:
        data += _address(candidate.address) + candidate.port.to_bytes(2, "big")
    return base64.urlsafe_b64encode(bytes(data)).decode("ascii").rstrip("=")


def read(text: str) -> Code:
    """The code ``text`` carries, checked: its length, alphabet and every field."""
    text = text.strip()
    if not 40 <= len(text) <= LONGEST or not ALPHABET.fullmatch(text):
        raise PairError("pair.bad_code")
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise PairError("pair.bad_code") from None
    if data[0] & 0xFE != VERSION:
        raise PairError("pair.bad_version")
    kind: Kind = "answer" if data[0] & 1 else "offer"
    fingerprint, at = data[1:33], 33
    ufrag, at = _word(data, at, UFRAG)
    pwd, at = _word(data, at, PWD)
    candidates = []
    while at < len(data):
        candidate, at = _candidate(data, at)
        candidates.append(candidate)
    if not 1 <= len(candidates) <= MAX_CANDIDATES:
        raise PairError("pair.bad_candidate")
    return Code(kind, ufrag, pwd, fingerprint, tuple(candidates))


def _word(data: bytes, at: int, bounds: tuple[int, int]) -> tuple[str, int]:
    size = data[at] if at < len(data) else 0
    word = data[at + 1:at + 1 + size].decode("ascii", "replace")
    if not bounds[0] <= size <= bounds[1] or len(word) != size or not ICE_CHARS.fullmatch(word):
        raise PairError("pair.bad_code")
    return word, at + 1 + size


def _candidate(data: bytes, at: int) -> tuple[Candidate, int]:
    tag = data[at]
    size = _TAGS.get(tag)
    if size is None or at + 1 + size + 2 > len(data):
        raise PairError("pair.bad_candidate")
    raw, end = data[at + 1:at + 1 + size], at + 1 + size
    port = int.from_bytes(data[end:end + 2], "big")
    if port == 0:
        raise PairError("pair.bad_candidate")
    named = tag == ord("m")
    address = f"{uuid.UUID(bytes=raw)}.local" if named else str(ipaddress.ip_address(raw))
    return Candidate(address, port), at + 3 + size


def _address(address: str) -> bytes:
    named = MDNS.fullmatch(address)
    if named:
        return bytes([ord("m")]) + uuid.UUID(named.group(1)).bytes
    ip = ipaddress.ip_address(address)
    return bytes([ip.version]) + ip.packed


def reduce(sdp: str, kind: Kind) -> Code:
    """A session description (the page's, once ICE gathering is complete) reduced to its
    code: the first ICE credentials and SHA-256 fingerprint, its UDP host candidates."""
    lines = [line.strip() for line in sdp.splitlines()]
    values: dict[str, str] = {}
    candidates: list[Candidate] = []
    for line in lines:
        name, _, value = line.partition(":")
        if name in ("a=ice-ufrag", "a=ice-pwd", "a=fingerprint"):
            values.setdefault(name, value)
        elif name == "a=candidate":
            candidate = _host(value)
            if candidate is not None and candidate not in candidates:
                candidates.append(candidate)
    algorithm, _, digest = values.get("a=fingerprint", "").partition(" ")
    try:
        fingerprint = bytes.fromhex(digest.replace(":", ""))
    except ValueError:
        fingerprint = b""
    if algorithm.lower() != "sha-256" or len(fingerprint) != 32:
        raise PairError("pair.bad_code")
    if not candidates:
        raise PairError("pair.no_candidate")
    code = Code(kind, values.get("a=ice-ufrag", ""), values.get("a=ice-pwd", ""),
                fingerprint, tuple(candidates[:MAX_CANDIDATES]))
    return read(dump(code))  # the same checks as a code scanned


def _host(value: str) -> Candidate | None:
    """A candidate line's UDP host candidate (``None``: another kind, or one a code
    cannot carry)."""
    parts = value.split()
    if len(parts) < 8 or parts[2].lower() != "udp" or parts[6:8] != ["typ", "host"]:
        return None
    try:
        port = int(parts[5])
        _address(parts[4])
    except ValueError:
        return None
    return Candidate(parts[4], port) if 0 < port < 65536 else None


def sdp_of(code: Code) -> str:
    """The session description a code stands for: one data channel (SCTP over DTLS),
    its credentials, fingerprint and candidates; the offer's DTLS role left to the
    answer (``actpass``), the answer's ``active``."""
    fingerprint = ":".join(f"{byte:02X}" for byte in code.fingerprint)
    candidates = [f"a=candidate:{i + 1} 1 udp {2122260223 - i} {c.address} {c.port} typ host"
                  for i, c in enumerate(code.candidates)]
    lines = [
        "v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
        "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0", *candidates, "a=end-of-candidates",
        f"a=ice-ufrag:{code.ufrag}", f"a=ice-pwd:{code.pwd}",
        f"a=fingerprint:sha-256 {fingerprint}",
        f"a=setup:{'actpass' if code.kind == 'offer' else 'active'}", "a=mid:0",
        "a=sctp-port:5000", "a=max-message-size:262144",
    ]
    return "\r\n".join(lines) + "\r\n"
