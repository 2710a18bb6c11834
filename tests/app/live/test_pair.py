"""The QR pairing's codes (``uttt.app.live.pair``): a browser's session description
reduced to a code and rebuilt, any code read back as it was dumped, and anything else
refused with a reason the player is told."""

from __future__ import annotations

import base64
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.app.live.pair import (
    LONGEST,
    MAX_CANDIDATES,
    Candidate,
    Code,
    PairError,
    dump,
    read,
    reduce,
    sdp_of,
)

FINGERPRINT = ":".join(f"{i * 7 % 256:02X}" for i in range(32))
CHROMIUM_OFFER = "\r\n".join([
    "v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0",
    "a=group:BUNDLE 0", "a=extmap-allow-mixed", "a=msid-semantic: WMS",
    "m=application 50123 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    "a=candidate:3 1 udp 2113937151 6f1c3b2e-5a4d-4e3f-9a8b-0c1d2e3f4a5b.local 50123 typ host"
    " generation 0 network-cost 999",
    "a=candidate:4 1 udp 2113939711 192.168.1.20 50124 typ host generation 0",
    "a=candidate:5 1 udp 2113939711 fe80::1c2:3ff:fe44:5566 50125 typ host generation 0",
    "a=candidate:6 1 tcp 1518157055 192.168.1.20 9 typ host tcptype active generation 0",
    "a=candidate:7 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0",
    "a=ice-ufrag:Qx9a", "a=ice-pwd:4Hd8kL2mN7pQ1rS5tU9vW3xY", "a=ice-options:trickle",
    f"a=fingerprint:sha-256 {FINGERPRINT}", "a=setup:actpass", "a=mid:0",
    "a=sctp-port:5000", "a=max-message-size:262144", ""])


def test_a_chromium_offer_keeps_its_credentials_fingerprint_and_udp_host_candidates() -> None:
    code = reduce(CHROMIUM_OFFER, "offer")
    assert (code.ufrag, code.pwd) == ("Qx9a", "4Hd8kL2mN7pQ1rS5tU9vW3xY")
    assert code.fingerprint.hex(":").upper() == FINGERPRINT
    assert code.candidates == (
        Candidate("6f1c3b2e-5a4d-4e3f-9a8b-0c1d2e3f4a5b.local", 50123),
        Candidate("192.168.1.20", 50124), Candidate("fe80::1c2:3ff:fe44:5566", 50125))
    text = dump(code)
    assert len(text) == 144 and read(text) == code


def test_the_rebuilt_description_says_what_webrtc_needs() -> None:
    sdp = sdp_of(reduce(CHROMIUM_OFFER, "answer"))
    assert sdp.endswith("\r\n")
    lines = sdp.split("\r\n")
    for line in ("m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "a=ice-ufrag:Qx9a",
                 f"a=fingerprint:sha-256 {FINGERPRINT}", "a=setup:active", "a=mid:0",
                 "a=candidate:2 1 udp 2122260222 192.168.1.20 50124 typ host"):
        assert line in lines
    assert reduce(sdp, "answer") == reduce(CHROMIUM_OFFER, "answer")


@pytest.mark.parametrize(("sdp", "why"), [
    (CHROMIUM_OFFER.replace("sha-256", "sha-1"), "pair.bad_code"),
    (CHROMIUM_OFFER.replace("a=ice-ufrag:Qx9a", "a=ice-ufrag:Q x"), "pair.bad_code"),
    ("\r\n".join(line for line in CHROMIUM_OFFER.split("\r\n")
                 if "typ host" not in line or "tcp" in line), "pair.no_candidate"),
    ("", "pair.bad_code"),
])
def test_a_description_with_nothing_to_pair_with_is_refused(sdp: str, why: str) -> None:
    with pytest.raises(PairError, match=why):
        reduce(sdp, "offer")


ice_text = st.text(string.ascii_letters + string.digits + "+/", min_size=1)
addresses = st.one_of(
    st.ip_addresses().map(str),
    st.uuids().map(lambda u: f"{u}.local"),
)
codes = st.builds(
    Code,
    kind=st.sampled_from(["offer", "answer"]),
    ufrag=ice_text.filter(lambda t: 4 <= len(t) <= 32),
    pwd=st.text(string.ascii_letters + string.digits + "+/", min_size=22, max_size=64),
    fingerprint=st.binary(min_size=32, max_size=32),
    candidates=st.lists(st.builds(Candidate, addresses, st.integers(1, 65535)),
                        min_size=1, max_size=MAX_CANDIDATES, unique=True).map(tuple),
)


@given(codes)
def test_every_code_reads_back_as_it_was_dumped(code: Code) -> None:
    text = dump(code)
    assert len(text) <= LONGEST and set(text) <= set(string.ascii_letters + string.digits + "-_")
    assert read(text) == code
    assert reduce(sdp_of(code), code.kind) == code


@given(st.text(max_size=500))
def test_any_text_is_read_or_refused(text: str) -> None:
    try:
        code = read(text)
    except PairError as error:
        assert str(error).startswith("pair.")
    else:
        assert read(dump(code)) == code


@given(codes, st.data())
def test_a_damaged_code_is_refused_or_reads_as_a_valid_one(code: Code, data: st.DataObject) -> None:
    raw = bytearray(base64.urlsafe_b64decode(dump(code) + "=="))
    at = data.draw(st.integers(0, len(raw) - 1))
    raw[at] ^= data.draw(st.integers(1, 255))
    cut = data.draw(st.integers(len(raw) // 2, len(raw)))
    text = base64.urlsafe_b64encode(bytes(raw[:cut])).decode().rstrip("=")
    try:
        again = read(text)
    except PairError:
        return
    assert read(dump(again)) == again


@pytest.mark.parametrize("text", [
    "", "x" * 39, "x" * 401, "a!" * 30, dump(reduce(CHROMIUM_OFFER, "offer")).replace("E", "+"),
])
def test_garbage_is_refused(text: str) -> None:
    with pytest.raises(PairError):
        read(text)


def test_a_code_of_another_version_says_so() -> None:
    raw = bytearray(base64.urlsafe_b64decode(dump(reduce(CHROMIUM_OFFER, "offer")) + "=="))
    raw[0] = 0x20
    with pytest.raises(PairError, match=r"pair\.bad_version"):
        read(base64.urlsafe_b64encode(bytes(raw)).decode().rstrip("="))
