"""The whole page: its start-up from storage and the page view every patch applies."""
