"""Every text of the page in its three languages, the help view, and the messages that
name moves and players."""
