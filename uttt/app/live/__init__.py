"""Live play between browsers, with no server of the site's own: the network's settings
(``config``: the public relays that introduce two browsers, the STUN servers that find a
way through their routers). The page's network module (site/live.js) joins a room and
carries plain text; everything said over it is read, validated and replayed here."""
