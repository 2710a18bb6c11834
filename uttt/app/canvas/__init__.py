"""The board on the canvas as data: geometry and hit testing, the view model's values,
and the drawing operations the page paints."""
