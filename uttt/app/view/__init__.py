"""What the board and its panels show, derived from the state: the view, the display
list, the settings form, the link games' lines, the study boards."""
