"""The lobby: players looking for a game now meet in one public live room, two
compatible ones are paired by a rule each computes alike, and play in a live room of
their own (``uttt.app.live.lobby``); games begun there as rated go into the rating
against people (``uttt.app.rating.people``)."""
