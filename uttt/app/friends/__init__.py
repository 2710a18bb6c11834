"""Games with a friend by link: the book of link games, the links themselves, opening a
link or a record, and the QR code of a link."""
