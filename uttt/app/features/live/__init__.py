"""Live play: a room between two players' browsers (and their spectators), joined over
the network by the page's network module (site/live.js), each move and request a message
validated and replayed through the rules (``uttt.app.live``)."""
